<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Advisor</name>
    <message>
        <source>With best play: working it out…</source>
        <translation>最佳走法下的结果：正在计算…</translation>
    </message>
    <message>
        <source>With best play: too early to tell on this board</source>
        <translation>最佳走法下的结果：在这个棋盘上还言之过早</translation>
    </message>
    <message>
        <source>With best play: a draw</source>
        <translation>最佳走法下的结果：平局</translation>
    </message>
    <message>
        <source>With best play: %1 wins</source>
        <translation>最佳走法下的结果：%1 获胜</translation>
    </message>
    <message>
        <source>%1 wins now at row %2, column %3</source>
        <translation>%1 现在即可在第 %2 行第 %3 列获胜</translation>
    </message>
    <message>
        <source>%1 must block row %2, column %3</source>
        <translation>%1 必须堵住第 %2 行第 %3 列</translation>
    </message>
    <message>
        <source>%1 faces two threats and cannot block both</source>
        <translation>%1 面临两处威胁，无法同时堵住</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>not worked out on this board</source>
        <translation>在此棋盘上尚未算出</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>draws with best play</source>
        <translation>最佳走法下为平局</translation>
    </message>
    <message>
        <source>Win %n</source>
        <translation>胜 %n</translation>
    </message>
    <message>
        <source>wins with this move</source>
        <translation>这一步即获胜</translation>
    </message>
    <message>
        <source>wins in %n moves</source>
        <translation>%n 步内获胜</translation>
    </message>
    <message>
        <source>Loss %n</source>
        <translation>负 %n</translation>
    </message>
    <message>
        <source>loses after this move</source>
        <translation>这一步之后落败</translation>
    </message>
    <message>
        <source>loses after %n moves</source>
        <translation>%n 步之后落败</translation>
    </message>
    <message>
        <source>?: not worked out. The search stopped before it could prove where this leads.</source>
        <translation>?：尚未算出。搜索在证明这一步的结果之前已停止。</translation>
    </message>
    <message>
        <source>Draw: with best play on both sides, nobody wins after this move.</source>
        <translation>平局：双方都走最佳走法时，这一步之后无人获胜。</translation>
    </message>
    <message>
        <source>Win %n: with best play this move wins by your %n-th move.</source>
        <translation>胜 %n：以最佳走法，这一步最迟在你的第 %n 步获胜。</translation>
    </message>
    <message>
        <source>Loss %n: the opponent can force a win after %n of your moves.</source>
        <translation>负 %n：对手可以强制获胜，你最多还能走 %n 步。</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Press Enter to play here</source>
        <translation>按回车键在此落子</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Row %1, column %2, %3</source>
        <translation>第 %1 行，第 %2 列，%3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, suggested move</source>
        <translation>%1，建议的一步</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Player %n</source>
        <translation>
            <numerusform>玩家 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>电脑 %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Unbeatable</source>
        <translation>无敌</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 获胜！</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>%1 is thinking… (%2)</source>
        <translation>%1 正在思考…（%2）</translation>
    </message>
    <message>
        <source>Computer is thinking…</source>
        <translation>电脑正在思考…</translation>
    </message>
    <message>
        <source>Demonstration stopped</source>
        <translation>演示已停止</translation>
    </message>
    <message>
        <source>%1&apos;s turn (%2)</source>
        <translation>轮到 %1（%2）</translation>
    </message>
    <message>
        <source>New Game: %1 plays X and starts</source>
        <translation>新游戏：%1 执 X 先走</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a Network Game</source>
        <translation>主持网络对局</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>%1 × %1, %2 in a row</source>
        <translation>%1 × %1，%2 子连线</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>任意空闲端口</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Show the game to players on this network</source>
        <translation>让本网络中的玩家看到这局游戏</translation>
    </message>
    <message>
        <source>The game waits for your opponent and shows a join code to give them. From outside this network they need this computer&apos;s address and the port.</source>
        <translation>游戏会等待对手加入，并显示一个加入码供你告诉对方。对手若不在本网络中，还需要这台电脑的地址和端口。</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>棋盘：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主持</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a Network Game</source>
        <translation>加入网络对局</translation>
    </message>
    <message>
        <source>Games on this network</source>
        <translation>本网络中的对局</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>正在查找本网络中的对局…</translation>
    </message>
    <message>
        <source>for example %1</source>
        <translation>例如 %1</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>加入码</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>Address (host:port):</source>
        <translation>地址（主机:端口）：</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>加入码：</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Games on this network:</source>
        <translation>本网络中的对局：</translation>
    </message>
    <message>
        <source>Games on this network cannot be looked for here: type the host&apos;s address and port.</source>
        <translation>此处无法查找本网络中的对局：请输入主持方的地址和端口。</translation>
    </message>
    <message>
        <source>Choose a game, or type the address of one below.</source>
        <translation>请选择一局，或在下方输入对局的地址。</translation>
    </message>
    <message>
        <source>%1 — %2 × %2 (%3)</source>
        <translation>%1 — %2 × %2（%3）</translation>
    </message>
    <message>
        <source>Choose a game from the list, or type its address as host:port.</source>
        <translation>请从列表中选择一局，或以“主机:端口”的形式输入地址。</translation>
    </message>
    <message>
        <source>Type the join code the host sees.</source>
        <translation>请输入主持方看到的加入码。</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System language</source>
        <translation>跟随系统语言</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>井字棋</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>开始新游戏</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>撤回上一步</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Play again the move taken back</source>
        <translation>重新走出撤回的那一步</translation>
    </message>
    <message>
        <source>&amp;Save Game…</source>
        <translation>保存棋局(&amp;S)…</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>把这盘棋保存到文件</translation>
    </message>
    <message>
        <source>&amp;Open Saved Game…</source>
        <translation>打开棋局(&amp;O)…</translation>
    </message>
    <message>
        <source>Go on with a game saved to a file</source>
        <translation>继续下文件中保存的棋局</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Show the best move for the player to move</source>
        <translation>显示当前一方的最佳走法</translation>
    </message>
    <message>
        <source>Show Outcome &amp;Prediction</source>
        <translation>显示结果预测(&amp;P)</translation>
    </message>
    <message>
        <source>Say after every move how the game ends with best play</source>
        <translation>每走一步后显示双方都走最佳时的结果</translation>
    </message>
    <message>
        <source>Show Move &amp;Analysis</source>
        <translation>显示走法分析(&amp;A)</translation>
    </message>
    <message>
        <source>Mark every empty cell with where it leads under best play</source>
        <translation>在每个空格上标出最佳走法下的结果</translation>
    </message>
    <message>
        <source>&amp;Stop Demonstration</source>
        <translation>停止演示(&amp;S)</translation>
    </message>
    <message>
        <source>Stop the computers; New Game starts them again</source>
        <translation>让电脑停下；点“新游戏”重新开始</translation>
    </message>
    <message>
        <source>Reduce &amp;Motion</source>
        <translation>减少动画(&amp;M)</translation>
    </message>
    <message>
        <source>Show marks and the winning line at once, without animation</source>
        <translation>直接显示棋子和连线，不播放动画</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;About Tic-Tac-Toe</source>
        <translation>关于井字棋(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>游戏状态</translation>
    </message>
    <message>
        <source>Outcome prediction</source>
        <translation>结果预测</translation>
    </message>
    <message>
        <source>Win n: this move wins by your n-th move · Draw: best play draws · Loss n: the opponent wins after n of your moves · ?: not worked out</source>
        <translation>胜 n：这一步最迟在你的第 n 步获胜 · 平局：双方最佳走法下为平局 · 负 n：对手在你走 n 步后获胜 · ?：尚未算出</translation>
    </message>
    <message>
        <source>Move analysis legend</source>
        <translation>走法分析图例</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>网络对局</translation>
    </message>
    <message>
        <source>%1 played row %2, column %3</source>
        <translation>%1 下在第 %2 行第 %3 列</translation>
    </message>
    <message>
        <source>The new language is used from the next start of the game.</source>
        <translation>新的语言将在下次启动游戏时生效。</translation>
    </message>
    <message>
        <source>Reset Scores</source>
        <translation>清零比分</translation>
    </message>
    <message>
        <source>Set the score between %1 and %2 back to zero?</source>
        <translation>要把 %1 和 %2 之间的比分清零吗？</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>保存棋局</translation>
    </message>
    <message>
        <source>tic-tac-toe game.json</source>
        <translation>井字棋棋局.json</translation>
    </message>
    <message>
        <source>Tic-Tac-Toe games (%1)</source>
        <translation>井字棋棋局（%1）</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>无法把棋局保存到“%1”：%2</translation>
    </message>
    <message>
        <source>Open Saved Game</source>
        <translation>打开棋局</translation>
    </message>
    <message>
        <source>“%1” could not be opened: %2.

The game on the board is unchanged.</source>
        <translation>无法打开“%1”：%2。

棋盘上的棋局没有改变。</translation>
    </message>
    <message>
        <source>About Tic-Tac-Toe</source>
        <translation>关于井字棋</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tic-Tac-Toe %1&lt;/h3&gt;&lt;p&gt;Three in a row, for two players at one computer or one player against the computer.&lt;/p&gt;&lt;p&gt;Built with Qt for Python (PySide6).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;井字棋 %1&lt;/h3&gt;&lt;p&gt;三子连线：两人在同一台电脑上对弈，或一人挑战电脑。&lt;/p&gt;&lt;p&gt;使用 Qt for Python（PySide6）制作。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MatchSettings</name>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>%1 × %1, %2 in a row</source>
        <translation>%1 × %1，%2 子连线</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>棋盘：</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>双人对战</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>人机对战</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>电脑对电脑</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>电脑难度</translation>
    </message>
    <message>
        <source>Your mark</source>
        <translation>你的棋子</translation>
    </message>
    <message>
        <source>X (moves first)</source>
        <translation>X（先走）</translation>
    </message>
    <message>
        <source>O (moves second)</source>
        <translation>O（后走）</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>难度：</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>你执：</translation>
    </message>
    <message>
        <source>Level of computer %1</source>
        <translation>电脑 %1 的难度</translation>
    </message>
    <message>
        <source>Computer %1:</source>
        <translation>电脑 %1：</translation>
    </message>
</context>
<context>
    <name>MoveHistory</name>
    <message>
        <source>Moves</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>已走的棋步</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>Taken back: choose it to play it again</source>
        <translation>已撤回：选择它可重新走出</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>&amp;Host a Network Game…</source>
        <translation>主持网络对局(&amp;H)…</translation>
    </message>
    <message>
        <source>Wait for a friend on another computer to join your game</source>
        <translation>等待另一台电脑上的朋友加入你的对局</translation>
    </message>
    <message>
        <source>&amp;Join a Network Game…</source>
        <translation>加入网络对局(&amp;J)…</translation>
    </message>
    <message>
        <source>Join a game hosted on another computer</source>
        <translation>加入另一台电脑上主持的对局</translation>
    </message>
    <message>
        <source>&amp;Leave Network Game</source>
        <translation>离开网络对局(&amp;L)</translation>
    </message>
    <message>
        <source>Abandon the network game and go back to the game on this computer</source>
        <translation>放弃网络对局，回到本机的对局</translation>
    </message>
    <message>
        <source>Host a Network Game</source>
        <translation>主持网络对局</translation>
    </message>
    <message>
        <source>The game cannot wait for players on port %1: %2

Choose another port, or “Any free port”.</source>
        <translation>无法在端口 %1 上等待玩家：%2

请选择其他端口，或选择“任意空闲端口”。</translation>
    </message>
    <message>
        <source>Network Game</source>
        <translation>网络对局</translation>
    </message>
</context>
<context>
    <name>NetworkSeat</name>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>%1&apos;s connection was lost</source>
        <translation>%1 的连接已断开</translation>
    </message>
    <message>
        <source>Waiting for an opponent…</source>
        <translation>正在等待对手…</translation>
    </message>
    <message>
        <source>Asked %1 to take back your last move…</source>
        <translation>已请求 %1 同意撤回你的上一步…</translation>
    </message>
    <message>
        <source>Asked %1 to take back your last move and their reply…</source>
        <translation>已请求 %1 同意撤回你的上一步及其应着…</translation>
    </message>
    <message>
        <source>Offered %1 a new game; waiting for an answer…</source>
        <translation>已向 %1 提议开始新游戏，正在等待答复…</translation>
    </message>
    <message>
        <source>Waiting for an opponent. Join code: %1 · address: %2</source>
        <translation>正在等待对手。加入码：%1 · 地址：%2</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move. Allow it?</source>
        <translation>%1 请求撤回上一步。是否同意？</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move and your reply. Allow it?</source>
        <translation>%1 请求撤回上一步及你的应着。是否同意？</translation>
    </message>
    <message>
        <source>%1 declined to take the move back.</source>
        <translation>%1 拒绝了撤回这步棋。</translation>
    </message>
    <message>
        <source>%1 offers a new game. Play it?</source>
        <translation>%1 提议开始新游戏。要开始吗？</translation>
    </message>
    <message>
        <source>%1 would rather not start a new game.</source>
        <translation>%1 暂时不想开始新游戏。</translation>
    </message>
    <message>
        <source>The other player</source>
        <translation>对方</translation>
    </message>
    <message>
        <source>%1 left the game.</source>
        <translation>%1 离开了对局。</translation>
    </message>
    <message>
        <source>You left the network game.</source>
        <translation>你离开了网络对局。</translation>
    </message>
    <message>
        <source>The other player has a different version of Tic-Tac-Toe. Please update so that both of you have the same version.</source>
        <translation>对方的井字棋版本与你的不同。请更新，使双方使用相同的版本。</translation>
    </message>
    <message>
        <source>Wrong join code.</source>
        <translation>加入码错误。</translation>
    </message>
    <message>
        <source>Too many wrong join codes: try again in %1 seconds.</source>
        <translation>加入码错误次数过多：请在 %1 秒后重试。</translation>
    </message>
    <message>
        <source>That game already has two players.</source>
        <translation>这局游戏已经有两名玩家了。</translation>
    </message>
    <message>
        <source>Cannot reach the host (%1). Trying again…</source>
        <translation>无法连接到主持方（%1）。正在重试…</translation>
    </message>
    <message>
        <source>The game is kept: waiting for %1 to come back…</source>
        <translation>对局已保留：正在等待 %1 回来…</translation>
    </message>
    <message>
        <source>The game is kept: trying to reconnect…</source>
        <translation>对局已保留：正在尝试重新连接…</translation>
    </message>
    <message>
        <source>Playing %1 over the network</source>
        <translation>正在通过网络与 %1 对局</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Notice</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>ScoreBoard</name>
    <message>
        <source>Score</source>
        <translation>比分</translation>
    </message>
    <message numerus="yes">
        <source>Name of player %n</source>
        <translation>
            <numerusform>玩家 %n 的名字</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Reset Scores…</source>
        <translation>清零比分…</translation>
    </message>
    <message>
        <source>Wins of %1</source>
        <translation>%1 的胜局</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The settings file</source>
        <translation>设置文件</translation>
    </message>
    <message>
        <source>Your saved scores and game</source>
        <translation>保存的比分和棋局</translation>
    </message>
    <message>
        <source>%1 (%2) could not be read and could not be moved aside (%3). The game starts with defaults.</source>
        <translation>无法读取%1（%2），也无法把它移到一旁（%3）。游戏将使用默认设置启动。</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>：%1</translation>
    </message>
    <message>
        <source>%1 could not be read%2.
The game started afresh; the old file was kept as %3.</source>
        <translation>无法读取%1%2。
游戏已重新开始；旧文件保存为 %3。</translation>
    </message>
    <message>
        <source>Your scores cannot be saved in %1 (%2). You can keep playing; the game will keep trying.</source>
        <translation>无法把比分保存到 %1（%2）。你可以继续玩，游戏会继续尝试保存。</translation>
    </message>
    <message>
        <source>No backup of your scores could be made in %1 (%2), so nothing was cleared.</source>
        <translation>无法在 %1 备份比分（%2），因此没有清除任何内容。</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High Contrast</source>
        <translation>高对比度</translation>
    </message>
</context>
</TS>
