<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Appearance</name>
    <message>
        <source>Reduce &amp;Motion</source>
        <translation>减少动画(&amp;M)</translation>
    </message>
    <message>
        <source>Show every change on the board at once, without animation (also when the desktop asks for less motion)</source>
        <translation>棋盘上的每个变化都直接显示，不播放动画（桌面要求减少动画时也是如此）</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Game board</source>
        <translation>棋盘</translation>
    </message>
</context>
<context>
    <name>CodeDialog</name>
    <message>
        <source>Your Code</source>
        <translation>你的对局码</translation>
    </message>
    <message>
        <source>Tell your friend this code. They choose Join and type it in:</source>
        <translation>把这个对局码告诉你的朋友，让对方选择“加入”并输入它：</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Your code: %1</source>
        <translation>你的对局码：%1</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>The code is copied: paste it in a message to your friend</source>
        <translation>对局码已复制：把它粘贴到发给朋友的消息里</translation>
    </message>
</context>
<context>
    <name>Demonstration</name>
    <message>
        <source>Computer %1</source>
        <translation>电脑 %1</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;About Tic-Tac-Toe</source>
        <translation>关于井字棋(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Continue Demonstration</source>
        <translation>继续演示(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Saved Game…</source>
        <translation>打开棋局(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save Game…</source>
        <translation>保存棋局(&amp;S)…</translation>
    </message>
    <message>
        <source>Sto&amp;p Demonstration</source>
        <translation>停止演示(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Every key the game answers to</source>
        <translation>游戏响应的所有按键</translation>
    </message>
    <message>
        <source>Fill the screen with the game</source>
        <translation>让游戏占满整个屏幕</translation>
    </message>
    <message>
        <source>Go on with a game saved to a file</source>
        <translation>继续下文件中保存的棋局</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>玩法(&amp;P)</translation>
    </message>
    <message>
        <source>Let the computers play on from here</source>
        <translation>让电脑从这里接着下</translation>
    </message>
    <message>
        <source>Mark every empty cell with where it leads under best play</source>
        <translation>在每个空格上标出最佳走法下的结果</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Not in a network game: your opponent could not see it</source>
        <translation>网络对局中不可用：对手看不到它</translation>
    </message>
    <message>
        <source>Play again the move taken back</source>
        <translation>重新走出撤回的那一步</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>把这盘棋保存到文件</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>复盘(&amp;V)</translation>
    </message>
    <message>
        <source>Go through the finished game move by move, judged with best play, and try a mistake again</source>
        <translation>逐步复盘已结束的棋局，以最佳下法评判每一步，并可重试失误</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>复盘这盘棋</translation>
    </message>
    <message>
        <source>Go through this game move by move, judged with best play, and try a mistake again</source>
        <translation>逐步复盘这盘棋，以最佳下法评判每一步，并可重试失误</translation>
    </message>
    <message>
        <source>Ne&amp;xt Mistake</source>
        <translation>下一个失误(&amp;X)</translation>
    </message>
    <message>
        <source>Go to the review&apos;s next marked move</source>
        <translation>转到复盘中下一个被标记的棋步</translation>
    </message>
    <message>
        <source>&amp;Try Again from Here</source>
        <translation>从这里再试一次(&amp;T)</translation>
    </message>
    <message>
        <source>Play the chosen marked move again, from the position before it</source>
        <translation>从所选标记棋步之前的局面重新走这一步</translation>
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
        <source>Show Outcome &amp;Prediction</source>
        <translation>显示结果预测(&amp;P)</translation>
    </message>
    <message>
        <source>Show the best move for the player to move</source>
        <translation>显示当前一方的最佳走法</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>开始新游戏</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the computers where they are</source>
        <translation>让电脑停在当前位置</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>撤回上一步</translation>
    </message>
    <message>
        <source>The rules, the levels and what the advice means</source>
        <translation>规则、难度以及提示的含义</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>%1 against %2, %3</source>
        <translation>%1 对 %2，%3</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>保存棋局</translation>
    </message>
    <message>
        <source>Tic-Tac-Toe games (%1)</source>
        <translation>井字棋棋局（%1）</translation>
    </message>
    <message>
        <source>The game could not be saved as “%1” in %2: %3.

The game on the board is unchanged.</source>
        <translation>无法把棋局以“%1”为名保存到 %2：%3。

棋盘上的棋局没有改变。</translation>
    </message>
    <message>
        <source>Game saved as %1</source>
        <translation>棋局已保存为 %1</translation>
    </message>
    <message>
        <source>Open Saved Game</source>
        <translation>打开棋局</translation>
    </message>
    <message>
        <source>“%1” in %2 could not be opened: %3.

The game on the board is unchanged.</source>
        <translation>无法打开 %2 中的“%1”：%3。

棋盘上的棋局没有改变。</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>没有这个文件</translation>
    </message>
    <message>
        <source>you are not allowed to write there</source>
        <translation>你没有在那里写入的权限</translation>
    </message>
    <message>
        <source>you are not allowed to read it</source>
        <translation>你没有读取它的权限</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>它是文件夹，不是文件</translation>
    </message>
    <message>
        <source>it is not a file but a pipe, a device or a socket</source>
        <translation>它不是文件，而是管道、设备或套接字</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Play a 3 × 3 cell, as laid out on a numeric keypad</source>
        <translation>在 3 × 3 上落子，按数字小键盘的位置</translation>
    </message>
    <message>
        <source>Ultimate: play a cell of the board you are sent to; when you may choose, the board&apos;s digit, then the cell&apos;s</source>
        <translation>终极井字棋：在被指定的小棋盘里落子；可以自选时，先按小棋盘的数字，再按格子的数字</translation>
    </message>
    <message>
        <source>Move the cursor on the board</source>
        <translation>在棋盘上移动光标</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>方向键</translation>
    </message>
    <message>
        <source>Play the cell under the cursor</source>
        <translation>在光标所在的格子落子</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>回车键、空格键</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tic-Tac-Toe %1&lt;/h3&gt;&lt;p&gt;On four boards: %2. For two players at one computer or on two computers over a network, one player against the computer at three levels, or a demonstration between two computers.&lt;/p&gt;&lt;p&gt;Built with Qt for Python (PySide6). Internet play uses magic-wormhole, Twisted and Autobahn (MIT), cryptography (Apache-2.0 or BSD), PyNaCl (Apache-2.0) and libsodium (ISC).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;井字棋 %1&lt;/h3&gt;&lt;p&gt;四种棋盘：%2。可以两人在同一台电脑上或通过网络在两台电脑上对弈，一人挑战三种难度的电脑，或观看两台电脑对弈的演示。&lt;/p&gt;&lt;p&gt;使用 Qt for Python（PySide6）制作。互联网对弈使用 magic-wormhole、Twisted 和 Autobahn（MIT）、cryptography（Apache-2.0 或 BSD）、PyNaCl（Apache-2.0）和 libsodium（ISC）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Tic-Tac-Toe</source>
        <translation>关于井字棋</translation>
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
    <name>HowToPlay</name>
    <message>
        <source>. This copy of the game runs its search without the compiled part, about 40 times slower, so every level has less time a move and Hard plays about as Medium does</source>
        <translation>。这份游戏的搜索没有编译好的部分，慢约 40 倍，所以每个难度每步能想的更少，困难大约只有中等的水平</translation>
    </message>
    <message>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <source>A cell is named by its board, then by its place in that board: B2 a3 is the top-left cell of the centre board. Boards go from A1 to C3, as written under and beside the big board; the cells of each, a1 to c3, as written over it and on its right. The arrow keys cross all 81 cells. On a numeric keypad one digit plays a cell of the board you are sent to; when you may choose the board, the first digit picks it and the second the cell (5, then 3: B2 c1).</source>
        <translation>格子先用所在的小棋盘、再用它在该小棋盘中的位置来命名：B2 a3 是中间小棋盘的左上角。小棋盘从 A1 到 C3，标在大棋盘的下方和左侧；每个小棋盘里的格子从 a1 到 c3，标在上方和右侧。方向键可以走遍全部 81 个格子。在数字小键盘上，一个数字即可在你被指定的小棋盘里落子；可以自选小棋盘时，第一个数字选小棋盘，第二个数字选格子（先 5 再 3：B2 c1）。</translation>
    </message>
    <message>
        <source>Advice here is the search&apos;s estimate until the end is in reach: “X is favoured: about 70 % from here”, and 62 % on a cell (your expected score after that move, a draw counting half) are estimates, not proofs, and a hint is the move the search likes best. The move analysis shows the search&apos;s best moves, up to five, green within 3 points of the best, neutral from 3 to 10 below it and red 10 or more below, and every move it has proven; a cell without a figure is not among them. Once few enough moves are left for the game to be worked out to its end, they are exact, as on the other boards: With best play: X wins; Win, Draw, Lose.</source>
        <translation>在临近终局之前，这里的提示与分析都是搜索的估计：“X 占优：从这里看约 70%”以及格子上的 62%（走这一步后你的预期得分，和棋计半分）都是估计，不是证明；提示给出的是搜索最看好的一步。着法分析只显示搜索最看好的几步（最多五步）：与最佳相差不到 3 分的为绿色，低 3 到 10 分的为中性色，低 10 分或更多的为红色；另外显示它已证明的每一步；没有数字的格子不在其中。一旦剩下的棋步少到可以一直算到终局，它们就是精确的，和其他棋盘一样：最佳走法下的结果：X 获胜；赢、平、输。</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>提示与分析</translation>
    </message>
    <message>
        <source>Ultimate tic-tac-toe is too big to solve from the start, so its review is the strong search&apos;s estimate: each move is judged by how much it lowered the mover&apos;s expected score (a win counts 100 points, a draw 50, a loss 0). A move that loses %1 points or more is an inaccuracy (amber ring), %2 or more a mistake, %3 or more a blunder (both a red disc). Moves are said as estimates (“about 62 % for X”), the better move with why (it wins a small board, blocks one, or does not send the other player to a board they can win or to a free choice); near the end, once a complete search reaches the position, the values are proven (“X wins in 3”). In Try Again, a move within %1 points of the search&apos;s best is a right answer.</source>
        <translation>终极井字棋太大，无法从开局就求解，所以它的复盘是强搜索的估计：每一步按它让走棋一方的期望得分降低了多少来评判（赢算 100 分，和算 50 分，输算 0 分）。损失 %1 分或以上为不精确（琥珀色圆环），%2 分或以上为错着，%3 分或以上为大错（两者都是红色圆点）。各步以估计的方式说明（“X 约 62 %”），并给出更好的着法及理由（它赢下一个小棋盘、挡住一个，或者不把对手送到对手能赢的小棋盘或让其自由选择）；临近终局、完整搜索能够算到该局面时，数值就是已证明的（“X 3 步内获胜”）。在“再试一次”中，与搜索的最佳着法相差不到 %1 分的一步就算答对。</translation>
    </message>
    <message>
        <source>it thinks for about a second a move, guided by a judgement of positions it learnt from thousands of its own games; it beat Medium in 20 of 20 games. Ultimate is not solved, so no level here is called unbeatable</source>
        <translation>每步思考约一秒，依靠从数千盘自我对局中学到的局面判断；它在 20 盘中 20 盘战胜了中等难度。终极井字棋尚未被完全求解，所以这里没有哪个难度被称为“不可战胜”</translation>
    </message>
    <message>
        <source>a quick look ahead; like every level, it takes a board or the game when it can at once, and never hands one over</source>
        <translation>只向前看一小步；和所有难度一样，能立刻拿下小棋盘或整局时一定会拿，也从不把小棋盘让给对方</translation>
    </message>
    <message>
        <source>a longer look ahead; it beat Easy in 96 % of 200 games</source>
        <translation>向前看得更远；在 200 盘中以 96 % 的胜率战胜了简单难度</translation>
    </message>
    <message>
        <source>After every game the players swap marks, so each starts in turn. Each board and opponent keeps its own score and its own unfinished game.</source>
        <translation>每盘结束后双方交换棋子，轮流先走。每种棋盘和对手都各自记录比分，也各自保留未下完的棋局。</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>格子</translation>
    </message>
    <message>
        <source>Columns are lettered from a at the left and rows numbered from 1 at the bottom, as written beside the board: b2 is the middle of 3 × 3. On 3 × 3 the digit keys play the cell in the same place on a numeric keypad: 7 is a3, 5 is b2, 3 is c1.</source>
        <translation>列从左边的 a 开始用字母表示，行从底部的 1 开始编号，与棋盘边上标注的一致：b2 是 3 × 3 棋盘的正中。在 3 × 3 上，数字键对应数字小键盘上同一位置的格子：7 是 a3，5 是 b2，3 是 c1。</translation>
    </message>
    <message>
        <source>Computer levels</source>
        <translation>电脑难度</translation>
    </message>
    <message>
        <source>Hint rings the best move for the player to move. Show Outcome Prediction says after every move who wins if both sides play their best from here, and warns when a threat must be blocked. Show Move Analysis writes on every empty cell where playing it leads with best play: Win (you can win from there), Draw, or Lose (the other player can then force a win). Point at a cell to read how many moves it takes.</source>
        <translation>“提示”会圈出当前一方的最佳走法。“显示结果预测”在每步之后说明双方都走最佳时谁会赢，并在必须堵住威胁时提醒。“显示走法分析”在每个空格上写出走这里在最佳对局下的结果：赢（从这里你能赢）、平，或输（对方之后能强行取胜）。把指针移到格子上，可以看到需要几步。</translation>
    </message>
    <message>
        <source>Marked moves: a move that changed the result with best play (a win thrown away, or a draw turned into a loss) has a filled red disc with !; a move that kept the result but won more slowly, or lost sooner, than best play has an amber ring with !. A best move has a green tick. Choose a move to see it on the board: the move played is ringed in amber and, for a marked move, the best move instead is ringed in green, with the proven line that makes it better written out in the board&apos;s cell names. Next Mistake (N) goes from one marked move to the next.</source>
        <translation>被标记的棋步：在最佳下法下改变了结果的一步（丢掉了胜局，或把和局下成了败局）标有带 ! 的红色实心圆；保住了结果、但比最佳下法赢得更慢或输得更快的一步标有带 ! 的琥珀色圆环。最佳着法标有绿色的勾。选中一步即可在棋盘上看到它：所走的一步用琥珀色圈出；若是被标记的棋步，还会用绿色圈出本应走的最佳着法，并用棋盘上的格子名称写出证明它更好的变化。“下一个失误”（N）在被标记的棋步之间跳转。</translation>
    </message>
    <message>
        <source>A friend on another computer</source>
        <translation>和另一台电脑上的朋友对弈</translation>
    </message>
    <message>
        <source>On the same network: one of you chooses Game ▸ Host a Network Game…, which shows an address and a join code; the other chooses Join a Network Game… and picks the game from the list, or types the address and the code.</source>
        <translation>在同一网络中：一人选择“游戏 ▸ 主持网络对局…”，它会显示地址和对局码；另一人选择“加入网络对局…”，从列表中选中这局游戏，或输入地址和对局码。</translation>
    </message>
    <message>
        <source>Anywhere on the internet: one of you chooses Game ▸ Play over the Internet… and Host, and reads the code it shows (a number and two words, like 7-crossover-clockwork) to the other, who chooses Join and types it. The two computers meet through a mailbox server that the magic-wormhole project runs; everything between them is encrypted end to end, so the server sees neither your moves nor your names. To use another mailbox server, type its address in the dialog&apos;s Mailbox server field (in the terminal: --mailbox URL).</source>
        <translation>在互联网上的任何地方：一人选择“游戏 ▸ 通过互联网对弈…”并选“主持”，把显示的对局码（一个数字加两个单词，例如 7-crossover-clockwork）念给对方，对方选择“加入”并输入它。两台电脑通过 magic-wormhole 项目运行的信箱服务器相遇；两者之间的一切都经过端到端加密，服务器既看不到你们的走法，也看不到你们的名字。要使用其他信箱服务器，请在对话框的“信箱服务器”一栏输入它的地址（在终端中：--mailbox URL）。</translation>
    </message>
    <message>
        <source>New Game in the middle of a game sets it aside: Undo brings it back until you play a move in the new one. The game and the scores are saved after every move.</source>
        <translation>对局中途点“新游戏”会把这盘棋放到一旁：在新棋局里走下一步之前，按“悔棋”即可找回。棋局和比分在每一步之后都会保存。</translation>
    </message>
    <message>
        <source>Nine small boards make one big board, and the players take turns as on the other boards. X starts anywhere. Where you play in a small board sends your opponent to the small board in the same place on the big board: play the top-left cell of any board, and they must play in the top-left board. If that board is already won or full, they may play in any open board.</source>
        <translation>九个小棋盘组成一个大棋盘，双方像在其他棋盘上一样轮流落子。X 先走，可以下在任意位置。你在小棋盘里落子的位置，决定对手必须去大棋盘上同一位置的小棋盘：你下在任意小棋盘的左上角，对手就必须在左上角的小棋盘落子。如果那个小棋盘已被赢下或已下满，对手可以在任意未结束的小棋盘落子。</translation>
    </message>
    <message>
        <source>Try Again (T) puts the position before a marked move of yours back on the board, against the same opponent, and says whether your new move is a best one. The hint, the prediction and the analysis wait until you have played, so as not to give the answer away. It is practice: the scores stay as they are, and Undo back past that position brings back the game you reviewed. On a 5×5 board this installation cannot solve quickly, Review Game says why there is no review.</source>
        <translation>“再试一次”（T）会把你某个被标记棋步之前的局面放回棋盘，对手不变，并告诉你新的一步是否是最佳着法。在你落子之前，提示、预测和分析都会暂停，以免泄露答案。这只是练习：比分保持不变，悔棋退过那个局面即可找回你复盘的那盘棋。在本机无法快速求解的 5×5 棋盘上，“复盘”会说明为什么没有复盘。</translation>
    </message>
    <message>
        <source>Nothing is lost</source>
        <translation>什么都不会丢</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>The computer&apos;s levels here:</source>
        <translation>这里的电脑难度：</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Three in a row on a small board wins it: its winner&apos;s mark shows large over it, and nobody plays there again. A full small board with no line is drawn and counts for nobody. Three small boards in a row win the game; when no move is left and there is no such line, the game is drawn.</source>
        <translation>在小棋盘上三子连线即赢下它：赢家的棋子会大大地显示在上面，之后谁都不能再在那里落子。下满却无人连线的小棋盘为和局，不算任何一方。三个小棋盘连成一线即赢得整盘；没有棋可走且无人连成这样一线时，整盘为和棋。</translation>
    </message>
    <message>
        <source>When a game ends, Review this game (under the headline, or Game ▸ Review Game, Ctrl+R) goes through it move by move, each move judged with best play from the position it was played in. The values are proven by the game&apos;s own solver, so the review says a move wins, draws or loses only where that is certain. A summary comes first (“You played 7 moves: 6 held the draw, and 1 lost it (move 5).”), then every move with what it was worth: “a draw”, “X wins in 3”.</source>
        <translation>一盘棋结束后，“复盘这盘棋”（在标题下方，或 游戏 ▸ 复盘，Ctrl+R）会逐步回顾整盘棋，按每一步所处的局面以最佳下法评判它。这些结果由游戏自带的求解器证明，所以复盘只在确定无疑时才说某一步会赢、和或输。先给出总结（“你走了 7 步：6步保住了和局，1步丢掉了和局（第 5 步）。”），然后是每一步的价值：“和棋”、“X 3 步内获胜”。</translation>
    </message>
    <message>
        <source>X has won board A3 and O board C2. X just played A1 c1 (ringed), which sends O to board C1: the one lit, where O must play now.</source>
        <translation>X 已赢下小棋盘 A3，O 已赢下小棋盘 C2。X 刚下了 A1 c1（带圈），于是 O 被指定到小棋盘 C1：就是亮起的那个，O 现在必须在那里落子。</translation>
    </message>
    <message>
        <source>X moves first, then the players take turns putting their mark on an empty cell. The first to get enough marks in a row — across, down or diagonally — wins; a full board with no such row is a draw.</source>
        <translation>X 先走，之后双方轮流在空格里放下自己的棋子。谁先把足够多的棋子连成一线（横、竖或斜）谁就获胜；棋盘下满仍无人连成一线则为平局。</translation>
    </message>
    <message>
        <source>always takes a win and blocks yours (on 4 × 4, where blocking alone nearly always draws, only now and then), and otherwise plays the best move more often than not</source>
        <translation>能赢时一定赢，也会堵住你的威胁（在 4 × 4 上只是偶尔堵，因为光靠堵几乎总能和棋）；其余时候多半走出最佳一步</translation>
    </message>
    <message>
        <source>mostly plays at random; it sees a win in one move only half the time</source>
        <translation>大多随便走；一步就能赢的机会，它也只有一半时候看得到</translation>
    </message>
    <message>
        <source>plays perfectly, from any position on every board: it never loses a game it could draw, so a draw is the best you can get against it</source>
        <translation>在每个棋盘上、从任何局面都走得完美：能和的棋它从不输，所以对它而言和棋已是你能得到的最好结果</translation>
    </message>
</context>
<context>
    <name>InternetDialog</name>
    <message>
        <source>Play over the Internet</source>
        <translation>通过互联网对弈</translation>
    </message>
    <message>
        <source>Play a friend anywhere: one of you hosts and reads out a short code, the other joins with it. Moves are end-to-end encrypted and pass through a mailbox server.</source>
        <translation>与任何地方的朋友对弈：一方主持并念出一个简短的对局码，另一方用它加入。棋步经过端到端加密，并通过一个信箱服务器传递。</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>Host: get a code to tell your friend</source>
        <translation>主持：获得一个对局码告诉朋友</translation>
    </message>
    <message>
        <source>Join with your friend&apos;s code:</source>
        <translation>用朋友的对局码加入：</translation>
    </message>
    <message>
        <source>Board, when you host</source>
        <translation>棋盘（由你主持时）</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>对局码</translation>
    </message>
    <message>
        <source>Mailbox server</source>
        <translation>信箱服务器</translation>
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
        <source>Mailbox server (advanced):</source>
        <translation>信箱服务器（高级）：</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>A code is a number and words, like 7-crossover-clockwork: ask your friend to read it again.</source>
        <translation>对局码由一个数字和几个单词组成，例如 7-crossover-clockwork：请朋友再念一遍。</translation>
    </message>
</context>
<context>
    <name>InternetPlay</name>
    <message>
        <source>Play over the &amp;Internet…</source>
        <translation>通过互联网对弈(&amp;I)…</translation>
    </message>
    <message>
        <source>Play a friend anywhere, by a short code one of you reads to the other</source>
        <translation>与任何地方的朋友对弈：一方把简短的对局码念给另一方</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Someone tried a code that did not match (mistyped, or a guess). Here is a new one.</source>
        <translation>有人试了一个不匹配的对局码（输错了，或是在猜）。这是一个新的对局码。</translation>
    </message>
    <message>
        <source>Could not reach the mailbox server %1 (%2): no internet? The game is kept: trying again…</source>
        <translation>无法连接信箱服务器 %1（%2）：没有联网？这盘棋已保留：正在重试…</translation>
    </message>
    <message>
        <source>Joining with the code %1…</source>
        <translation>正在用对局码 %1 加入…</translation>
    </message>
    <message>
        <source>That code did not match: check it with your friend (each code works once: ask for a new one).</source>
        <translation>对局码不匹配：请和朋友核对（每个对局码只能用一次：请对方给一个新的）。</translation>
    </message>
    <message>
        <source>Nobody is waiting with the code %1: check it with your friend, or ask them for a new one.</source>
        <translation>没有人在用对局码 %1 等待：请和朋友核对，或请对方给一个新的。</translation>
    </message>
    <message>
        <source>Could not reach the mailbox server %1 (%2): no internet?</source>
        <translation>无法连接信箱服务器 %1（%2）：没有联网？</translation>
    </message>
    <message>
        <source>The connection to %1 was lost. Their game keeps yours: ask them for the new code it shows.</source>
        <translation>与 %1 的连接已断开。对方的游戏保留着这盘棋：请对方把显示的新对局码告诉你。</translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>对方</translation>
    </message>
    <message>
        <source>The mailbox server %1 refused: %2</source>
        <translation>信箱服务器 %1 拒绝了：%2</translation>
    </message>
    <message>
        <source>over the internet</source>
        <translation>通过互联网</translation>
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
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2（%3）</translation>
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
        <source>%1 — Tic-Tac-Toe</source>
        <translation>%1 — 井字棋</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Playing %1 over the network — Tic-Tac-Toe</source>
        <translation>正在通过网络与 %1 对局 — 井字棋</translation>
    </message>
    <message>
        <source>Hosting a network game — Tic-Tac-Toe</source>
        <translation>正在主持网络对局 — 井字棋</translation>
    </message>
    <message>
        <source>Set the score between %1 and %2 on %3 back to zero? The other boards keep theirs.</source>
        <translation>将 %1 与 %2 在 %3 上的比分清零吗？其他棋盘的比分保持不变。</translation>
    </message>
    <message>
        <source>Set the score between %1 and %2 back to zero on this computer? %2&apos;s game keeps its own count.</source>
        <translation>将本机上 %1 与 %2 的比分清零吗？%2 那边的游戏会保留自己的计分。</translation>
    </message>
    <message>
        <source>Reset Scores</source>
        <translation>清零比分</translation>
    </message>
</context>
<context>
    <name>MatchSettings</name>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
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
        <source>Computer</source>
        <translation>人机</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>电脑对电脑</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>演示</translation>
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
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>你执</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>电脑 %1</translation>
    </message>
    <message>
        <source>Level of computer %1</source>
        <translation>电脑 %1 的难度</translation>
    </message>
</context>
<context>
    <name>MoveListView</name>
    <message>
        <source>Moves</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>已走的棋步</translation>
    </message>
    <message>
        <source>Taken back: choose it to play it again</source>
        <translation>已撤回：选择它可重新走出</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>Host a Net&amp;work Game…</source>
        <translation>主持网络对局(&amp;W)…</translation>
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
        <source>%1, from this computer only: it is on no network</source>
        <translation>%1，仅限本机：这台电脑未连接任何网络</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>撤回</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Your game here is kept: it comes back when the network game ends.</source>
        <translation>这台电脑上的对局已保留：网络对局结束后会回来。</translation>
    </message>
    <message>
        <source>Your game at this computer is back.</source>
        <translation>你在本机上的对局已恢复。</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>You are playing %1 over the network. Quitting ends the game for both of you.</source>
        <translation>你正在通过网络与%1对弈。退出将结束你们双方的这局棋。</translation>
    </message>
</context>
<context>
    <name>NetworkWords</name>
    <message>
        <source>%1 asks to take back their last move and your reply. Allow it?</source>
        <translation>%1 请求撤回上一步及你的应着。是否同意？</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move. Allow it?</source>
        <translation>%1 请求撤回上一步。是否同意？</translation>
    </message>
    <message>
        <source>%1 declined to take the move back.</source>
        <translation>%1 拒绝了撤回这步棋。</translation>
    </message>
    <message>
        <source>%1 left the game.</source>
        <translation>%1 离开了对局。</translation>
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
        <source>%1&apos;s connection was lost</source>
        <translation>%1 的连接已断开</translation>
    </message>
    <message>
        <source>Asked %1 to take back your last move and their reply…</source>
        <translation>已请求 %1 同意撤回你的上一步及其应着…</translation>
    </message>
    <message>
        <source>Asked %1 to take back your last move…</source>
        <translation>已请求 %1 同意撤回你的上一步…</translation>
    </message>
    <message>
        <source>Cannot reach the host (%1). Trying again…</source>
        <translation>无法连接到主持方（%1）。正在重试…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Join code: %1</source>
        <translation>加入码：%1</translation>
    </message>
    <message>
        <source>Offered %1 a new game; waiting for an answer…</source>
        <translation>已向 %1 提议开始新游戏，正在等待答复…</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Playing %1 over the network</source>
        <translation>正在通过网络与 %1 对局</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s answer…</source>
        <translation>等待 %1 的答复…</translation>
    </message>
    <message>
        <source>The connection to %1 was lost (%2).</source>
        <translation>与 %1 的连接已断开（%2）。</translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>对方</translation>
    </message>
    <message>
        <source>%1 agreed: took back your last move.</source>
        <translation>%1 同意了：已撤回你的上一步。</translation>
    </message>
    <message>
        <source>%1 agreed: took back your last move and their reply.</source>
        <translation>%1 同意了：已撤回你的上一步和对方的回应。</translation>
    </message>
    <message>
        <source>The game is kept: waiting for %1 to come back</source>
        <translation>对局已保留：等待 %1 回来</translation>
    </message>
    <message>
        <source>That game already has two players.</source>
        <translation>这局游戏已经有两名玩家了。</translation>
    </message>
    <message>
        <source>Cannot reach the host (%1). Check the address, and that the other player is hosting a game.</source>
        <translation>无法连接到主机（%1）。请检查地址，并确认对方正在主持游戏。</translation>
    </message>
    <message>
        <source>The game is kept: trying to reconnect…</source>
        <translation>对局已保留：正在尝试重新连接…</translation>
    </message>
    <message>
        <source>The game is kept: waiting for %1 to come back (join code: %2 · address: %3)</source>
        <translation>对局已保留：正在等待 %1 回来（加入码：%2 · 地址：%3）</translation>
    </message>
    <message>
        <source>The host&apos;s answer could not be read (%1), so no game was joined. Is it a Tic-Tac-Toe game?</source>
        <translation>无法读懂主机的回应（%1），因此没有加入游戏。那里运行的是井字棋吗？</translation>
    </message>
    <message>
        <source>The other player</source>
        <translation>对方</translation>
    </message>
    <message>
        <source>The other player has a newer version of Tic-Tac-Toe. Please update yours to play with them.</source>
        <translation>对方的井字棋版本较新。请更新你的游戏后再与对方对弈。</translation>
    </message>
    <message>
        <source>The other player has an older version of Tic-Tac-Toe, which does not know every board this one offers. They need to update it to play with you.</source>
        <translation>对方的井字棋版本较旧，不认识本游戏提供的所有棋盘。对方需要更新后才能与你对弈。</translation>
    </message>
    <message>
        <source>Too many wrong join codes: try again in %1 seconds.</source>
        <translation>加入码错误次数过多：请在 %1 秒后重试。</translation>
    </message>
    <message>
        <source>Waiting for an opponent. Join code: %1 · address: %2</source>
        <translation>正在等待对手。加入码：%1 · 地址：%2</translation>
    </message>
    <message>
        <source>Waiting for an opponent…</source>
        <translation>正在等待对手…</translation>
    </message>
    <message>
        <source>Wrong join code.</source>
        <translation>加入码错误。</translation>
    </message>
    <message>
        <source>You left the network game.</source>
        <translation>你离开了网络对局。</translation>
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
    <name>PanelPlace</name>
    <message>
        <source>Scores &amp;&amp; Settings</source>
        <translation>比分与设置</translation>
    </message>
    <message>
        <source>Show or hide the scores, the game&apos;s choices and the moves</source>
        <translation>显示或隐藏比分、对局选项和棋谱</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Show or hide the review (Back to the Game ends it)</source>
        <translation>显示或隐藏复盘（点“返回对局”结束复盘）</translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>Outcome prediction</source>
        <translation>结果预测</translation>
    </message>
</context>
<context>
    <name>RejoinOffer</name>
    <message>
        <source>Rejoin</source>
        <translation>重新加入</translation>
    </message>
    <message>
        <source>Your network game with %1 was cut off. If %1 still has it open, you can rejoin it.</source>
        <translation>你与 %1 的网络对局中断了。如果 %1 那边还开着这局，你可以重新加入。</translation>
    </message>
</context>
<context>
    <name>Remarks</name>
    <message>
        <source>%1 played %2</source>
        <translation>%1 下在 %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>The unfinished game at %1 is kept: choose %1 again to go on with it</source>
        <translation>%1 难度下未下完的棋局已保留：再次选择%1即可接着下</translation>
    </message>
    <message>
        <source>The unfinished %1 game is kept: choose %1 again to go on with it</source>
        <translation>未下完的 %1 对局已保留：再次选择 %1 即可继续</translation>
    </message>
    <message>
        <source>The unfinished game is kept: choose its board and opponent again to go on with it</source>
        <translation>未下完的棋局已保留：再次选择它的棋盘和对手即可接着下</translation>
    </message>
    <message>
        <source>The finished game is back, as it ended</source>
        <translation>已结束的那盘棋回来了，和结束时一样</translation>
    </message>
    <message>
        <source>Review the game: %1</source>
        <translation>复盘这盘棋：%1</translation>
    </message>
    <message>
        <source>Hint: %1 looks best (the search&apos;s estimate, not a proof)</source>
        <translation>提示：%1 看起来最好（搜索的估计，不是证明）</translation>
    </message>
    <message>
        <source>The unfinished game was set aside: Undo (%1) back past this game&apos;s first move brings it back</source>
        <translation>未下完的棋局已放到一旁：按“悔棋”（%1）退过这一局的第一步即可找回</translation>
    </message>
    <message>
        <source>The unfinished game was set aside: Undo (%1) brings it back</source>
        <translation>未下完的棋局已放到一旁：按“悔棋”（%1）即可找回</translation>
    </message>
    <message>
        <source>You play X, as in your last game: you start</source>
        <translation>你执 X，与上一局相同：你先走</translation>
    </message>
    <message>
        <source>You play O, as in your last game: the computer starts</source>
        <translation>你执 O，与上一局相同：电脑先走</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>已撤回：%1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Played again: %1</source>
        <translation>已重走：%1</translation>
    </message>
    <message>
        <source>Your unfinished game is back where you left it</source>
        <translation>未下完的棋局已恢复到你离开时的样子</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Reviewing the game: %1 of %2 moves judged…</source>
        <translation>正在复盘：已评判 %2 步中的 %1 步…</translation>
    </message>
    <message>
        <source>The review could not be worked out (%1).</source>
        <translation>无法完成复盘（%1）。</translation>
    </message>
    <message>
        <source>Choose a move to see it on the board. A marked move shows the better move instead, ringed in green. Values are the search&apos;s estimates of the mover&apos;s score (a draw counts half), except where the end was in reach and a complete search proved them.</source>
        <translation>选择一步棋，在棋盘上查看它。被标记的一步会用绿圈标出更好的着法。数值是搜索对走棋一方得分的估计（和棋算一半），只有在终局已近、完整搜索得出证明之处才是确定的。</translation>
    </message>
    <message>
        <source>Choose a move to see it on the board. A marked move shows the best move instead, ringed in green, and the proven line that makes it better.</source>
        <translation>选中一步即可在棋盘上看到它。被标记的棋步会用绿色圈出本应走的最佳着法，并给出证明它更好的变化。</translation>
    </message>
    <message>
        <source>No move marked: every move was a best one</source>
        <translation>没有被标记的棋步：每一步都是最佳着法</translation>
    </message>
    <message>
        <source>1 move marked</source>
        <translation>1 步被标记</translation>
    </message>
    <message>
        <source>%1 moves marked</source>
        <translation>%1 步被标记</translation>
    </message>
    <message>
        <source>%1. %2 %3 — %4</source>
        <translation>%1. %2 %3——%4</translation>
    </message>
    <message>
        <source>%1. %2 %3 — wins the game</source>
        <translation>%1. %2 %3——赢得整盘</translation>
    </message>
    <message>
        <source>%1. %2 %3 — completes a line</source>
        <translation>%1. %2 %3——连成一线</translation>
    </message>
    <message>
        <source>%1. %2 %3 — good (%4)</source>
        <translation>%1. %2 %3——好棋（%4）</translation>
    </message>
    <message>
        <source>%1. %2 %3 — looks best (%4)</source>
        <translation>%1. %2 %3——看来最佳（%4）</translation>
    </message>
    <message>
        <source>%1. %2 %3 — best (%4)</source>
        <translation>%1. %2 %3——最佳（%4）</translation>
    </message>
    <message>
        <source>%1. %2 %3 …</source>
        <translation>%1. %2 %3 …</translation>
    </message>
    <message>
        <source>%1. %2 %3: not judged yet.</source>
        <translation>%1. %2 %3：尚未评判。</translation>
    </message>
    <message>
        <source>This move is being judged…</source>
        <translation>正在评判这一步…</translation>
    </message>
    <message>
        <source>Marked: the search rates a better move at least %1 points higher</source>
        <translation>已标记：搜索认为有一步更好的着法，至少高 %1 分</translation>
    </message>
    <message>
        <source>Not marked: within %1 points of the best move</source>
        <translation>未标记：与最佳着法相差不到 %1 分</translation>
    </message>
    <message>
        <source>Marked: this move changed the result with best play</source>
        <translation>已标记：在最佳下法下，这一步改变了结果</translation>
    </message>
    <message>
        <source>Marked: the result stayed, but best play wins sooner or loses later</source>
        <translation>已标记：结果未变，但最佳下法能赢得更快或输得更晚</translation>
    </message>
    <message>
        <source>A best move: it kept what the position was worth</source>
        <translation>最佳着法：保住了局面应有的结果</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>复盘：%1</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 %4</source>
        <translation>第 %1 步（共 %2 步）：%3 %4</translation>
    </message>
    <message>
        <source>%1 — best was %2</source>
        <translation>%1——最佳是 %2</translation>
    </message>
    <message>
        <source>It wins the game: %1 wins</source>
        <translation>这一步赢得整盘：%1 获胜</translation>
    </message>
    <message>
        <source>It completes a line: %1 wins</source>
        <translation>连成一线：%1 获胜</translation>
    </message>
    <message>
        <source>A good move: %1</source>
        <translation>好棋：%1</translation>
    </message>
    <message>
        <source>The search&apos;s best move: %1</source>
        <translation>搜索认为的最佳着法：%1</translation>
    </message>
    <message>
        <source>A best move: %1</source>
        <translation>最佳着法：%1</translation>
    </message>
    <message>
        <source>Play this move again from the position before it, against the same opponent; the scores stay as they are</source>
        <translation>从这一步之前的局面、面对同一个对手重新走这一步；比分保持不变</translation>
    </message>
    <message>
        <source>Choose a marked move to try it again</source>
        <translation>选中一个被标记的棋步即可再试一次</translation>
    </message>
    <message>
        <source>This move is still being judged</source>
        <translation>这一步仍在评判中</translation>
    </message>
    <message>
        <source>This was the computer&apos;s move: you can try your own moves again</source>
        <translation>这是电脑走的一步：你只能重试自己走的棋步</translation>
    </message>
    <message>
        <source>Not in a network game: your opponent is not here to play it again</source>
        <translation>网络对局中不可用：你的对手不在这里，无法重走</translation>
    </message>
    <message>
        <source>Try again: %1 to play, instead of %2. Undo (%3) brings back the game you reviewed.</source>
        <translation>再试一次：轮到 %1，换一步代替 %2。按“悔棋”（%3）可找回你复盘的那盘棋。</translation>
    </message>
    <message>
        <source>Well found: the search rates %1 within %2 points of the best move (%3).</source>
        <translation>找得好：搜索认为 %1 与最佳着法相差不到 %2 分（%3）。</translation>
    </message>
    <message>
        <source>Well found: %1 is the search&apos;s best move (%2).</source>
        <translation>找得好：%1 是搜索认为的最佳着法（%2）。</translation>
    </message>
    <message>
        <source>Well found: %1 is a best move (%2).</source>
        <translation>找对了：%1 是最佳着法（%2）。</translation>
    </message>
    <message>
        <source>Not yet: %1 is %2. Undo (%3) and try again.</source>
        <translation>还不对：%1 %2。按“悔棋”（%3）再试一次。</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Moves reviewed</source>
        <translation>复盘的棋步</translation>
    </message>
    <message>
        <source>The chosen line, explained</source>
        <translation>所选一行的说明</translation>
    </message>
    <message>
        <source>Next Mistake</source>
        <translation>下一个失误</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>再试一次</translation>
    </message>
    <message>
        <source>Back to the Game</source>
        <translation>返回对局</translation>
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
        <source>Click to change the name</source>
        <translation>点击修改名字</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Reset Scores…</source>
        <translation>清零比分…</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Move analysis legend</source>
        <translation>走法分析图例</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>网络对局</translation>
    </message>
</context>
<context>
    <name>SingleCopy</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>井字棋</translation>
    </message>
    <message>
        <source>Tic-Tac-Toe is already running. Switch to its window to go on playing.</source>
        <translation>井字棋已在运行。请切换到它的窗口继续下棋。</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The settings file</source>
        <translation>设置文件</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>它不是文件</translation>
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
        <source>Your preferences cannot be saved in %1. You can keep playing; the game will keep trying.</source>
        <translation>无法在 %1 中保存你的偏好设置。你可以继续玩；游戏会继续尝试。</translation>
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
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2), wins: %3</source>
        <translation>%1（%2），胜局：%3</translation>
    </message>
    <message>
        <source>%1 faces two threats and cannot block both</source>
        <translation>%1 面临两处威胁，无法同时堵住</translation>
    </message>
    <message>
        <source>%1 is thinking… (%2)</source>
        <translation>%1 正在思考…（%2）</translation>
    </message>
    <message>
        <source>%1 must block %2</source>
        <translation>%1 必须堵住 %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <source>%1 wins now at %2</source>
        <translation>%1 现在下在 %2 即可获胜</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 获胜！</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>%1 × %1, %2 in a row</source>
        <translation>%1 × %1，%2 子连线</translation>
    </message>
    <message>
        <source>Ultimate: nine boards in one</source>
        <translation>终极井字棋：九盘合一</translation>
    </message>
    <message>
        <source>Ultimate</source>
        <translation>终极</translation>
    </message>
    <message>
        <source>Win three small boards in a row</source>
        <translation>赢下连成一线的三个小棋盘即获胜</translation>
    </message>
    <message>
        <source>%1&apos;s turn (%2)</source>
        <translation>轮到 %1（%2）</translation>
    </message>
    <message>
        <source>Practice, not counted: Undo brings back the game you reviewed</source>
        <translation>练习局，不计分：撤销可回到你复盘的那盘棋</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>About even from here (an estimate)</source>
        <translation>从这里看双方大致相当（估计）</translation>
    </message>
    <message>
        <source>%1 is favoured: about %2 from here</source>
        <translation>%1 占优：从这里看约 %2</translation>
    </message>
    <message>
        <source>about %1 for you after this move, an estimate</source>
        <translation>走这一步后你的得分约为 %1（估计）</translation>
    </message>
    <message>
        <source>wins by force</source>
        <translation>必胜</translation>
    </message>
    <message>
        <source>loses by force</source>
        <translation>必败</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>赢</translation>
    </message>
    <message>
        <source>Lose</source>
        <translation>输</translation>
    </message>
    <message>
        <source>%1: an estimate, not a proof. After this move the search scores about %1 for you (a win counts whole, a draw half).</source>
        <translation>%1：估计，不是证明。走这一步后，搜索算出你的得分约为 %1（赢计 1 分，和棋计半分）。</translation>
    </message>
    <message>
        <source>Win: the search proved that this move wins by force.</source>
        <translation>赢：搜索已证明这一步可以强行取胜。</translation>
    </message>
    <message>
        <source>Lose: the search proved that the other player can force a win after this move.</source>
        <translation>输：搜索已证明走这一步后对方可以强行取胜。</translation>
    </message>
    <message>
        <source>Win: this move wins the game.</source>
        <translation>赢：这一步就赢下这局。</translation>
    </message>
    <message>
        <source>Lose: after this move the other player can win at once.</source>
        <translation>输：走这一步后，对方马上就能赢。</translation>
    </message>
    <message>
        <source>Lose: the other player can force a win after %n of your moves.</source>
        <translation>输：你走 %n 步后，对方可以强行取胜。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, suggested move</source>
        <translation>%1，建议的一步</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 赢得 %2</translation>
    </message>
    <message>
        <source>%1 is full: a draw</source>
        <translation>%1 已下满：平局</translation>
    </message>
    <message>
        <source>%1, %2&apos;s board</source>
        <translation>%1，%2 的棋盘</translation>
    </message>
    <message>
        <source>%1, drawn board</source>
        <translation>%1，平局的棋盘</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>已到棋盘边缘</translation>
    </message>
    <message>
        <source>Move analysis on: the best few moves are marked with your chances</source>
        <translation>走法分析已开启：最佳的几步会标出你的胜算</translation>
    </message>
    <message>
        <source>Move analysis on: each empty cell says where it leads</source>
        <translation>走法分析已开启：每个空格都会说明下在那里的结果</translation>
    </message>
    <message>
        <source>Move analysis off</source>
        <translation>走法分析已关闭</translation>
    </message>
    <message>
        <source>Board %1: now the digit of the cell</source>
        <translation>小棋盘 %1：再按格子的数字</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s move</source>
        <translation>请等电脑走完这一步</translation>
    </message>
    <message>
        <source>Not there. %1</source>
        <translation>不能下在那里。%1</translation>
    </message>
    <message>
        <source>The search&apos;s best moves, up to five: your estimated score after each (a draw counts half), green within 3 points of the best, neutral from 3 to 10 below, red 10 or more below · Win, Draw, Lose: proven</source>
        <translation>搜索最看好的几步（最多五步）：走那一步后你的预期得分（和棋计半分），与最佳相差不到 3 分为绿色，低 3 到 10 分为中性色，低 10 分或更多为红色 · 赢、平、输：已证明的结果</translation>
    </message>
    <message>
        <source>Win: you can win from there · Draw: best play draws · Lose: the other player can force a win · ?: not worked out · point at a cell for the count</source>
        <translation>赢：从那里你能赢 · 平：最佳对局为和棋 · 输：对方可以强行取胜 · ?：未算出 · 指向格子可看步数</translation>
    </message>
    <message>
        <source>Win: you can win from there · Draw: best play draws · Lose: the other player can force a win · point at a cell for how many moves</source>
        <translation>赢：从那里你能赢 · 平：最佳对局为和棋 · 输：对方可以强行取胜 · 指向格子可看需要几步</translation>
    </message>
    <message>
        <source>Final score: %1 %2, %3 %4, draws %5.</source>
        <translation>最终比分：%1 %2，%3 %4，和棋 %5。</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>You play in %1</source>
        <translation>你要在 %1 落子</translation>
    </message>
    <message>
        <source>%1 plays in %2</source>
        <translation>%1 要在 %2 落子</translation>
    </message>
    <message>
        <source>You may play in any open board</source>
        <translation>你可以在任意未结束的小棋盘落子</translation>
    </message>
    <message>
        <source>%1 may play in any open board</source>
        <translation>%1 可以在任意未结束的小棋盘落子</translation>
    </message>
    <message>
        <source>?: not worked out. The search stopped before it could prove where this leads.</source>
        <translation>?：尚未算出。搜索在证明这一步的结果之前已停止。</translation>
    </message>
    <message>
        <source>Computer is thinking…</source>
        <translation>电脑正在思考…</translation>
    </message>
    <message>
        <source>Computer&apos;s turn (%1)</source>
        <translation>轮到电脑（%1）</translation>
    </message>
    <message>
        <source>Demonstration stopped</source>
        <translation>演示已停止</translation>
    </message>
    <message>
        <source>Unbeatable plays perfectly: on each board it plays, a draw is the best you can get against it</source>
        <translation>不可战胜难度下得完美：在它能下的每种棋盘上，你最好的结果就是和棋</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Draw: with best play on both sides, nobody wins after this move.</source>
        <translation>平局：双方都走最佳走法时，这一步之后无人获胜。</translation>
    </message>
    <message>
        <source>Win: with best play this move wins within %n of your moves, this one included.</source>
        <translation>赢：最佳对局下，连同这一步在内，你最多走 %n 步即可取胜。</translation>
    </message>
    <message>
        <source>Draws: %1</source>
        <translation>和棋：%1</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Get %1 in a row to win</source>
        <translation>连成 %1 子获胜</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Move analysis: working out where each move leads…</source>
        <translation>走法分析：正在推算每一步的结果…</translation>
    </message>
    <message>
        <source>New Game: %1 plays X and starts</source>
        <translation>新游戏：%1 执 X 先走</translation>
    </message>
    <message>
        <source>New Game: the computer plays X and starts</source>
        <translation>新游戏：电脑执 X 先走</translation>
    </message>
    <message>
        <source>New Game: you play X and start</source>
        <translation>新游戏：你执 X 先走</translation>
    </message>
    <message>
        <source>Press Enter to play here</source>
        <translation>按回车键在此落子</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>The computer could not choose its move (%1). Undo or start a new game to go on.</source>
        <translation>电脑无法选出它的走法（%1）。请撤销或开始新游戏以继续。</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>电脑获胜</translation>
    </message>
    <message>
        <source>The hint could not be worked out (%1).</source>
        <translation>无法算出提示（%1）。</translation>
    </message>
    <message>
        <source>The move analysis could not be worked out (%1).</source>
        <translation>无法算出走法分析（%1）。</translation>
    </message>
    <message>
        <source>The outcome prediction could not be worked out (%1).</source>
        <translation>无法算出结果预测（%1）。</translation>
    </message>
    <message>
        <source>Unbeatable</source>
        <translation>无敌</translation>
    </message>
    <message>
        <source>With best play: %1 wins</source>
        <translation>最佳走法下的结果：%1 获胜</translation>
    </message>
    <message>
        <source>With best play: a draw</source>
        <translation>最佳走法下的结果：平局</translation>
    </message>
    <message>
        <source>With best play: could not be worked out</source>
        <translation>最佳走法下的结果：无法算出</translation>
    </message>
    <message>
        <source>With best play: too early to tell on this board</source>
        <translation>最佳走法下的结果：在这个棋盘上还言之过早</translation>
    </message>
    <message>
        <source>With best play: working it out…</source>
        <translation>最佳走法下的结果：正在计算…</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>Your turn (%1)</source>
        <translation>轮到你（%1）</translation>
    </message>
    <message>
        <source>draws with best play</source>
        <translation>最佳走法下为平局</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>loses after %n moves</source>
        <translation>%n 步之后落败</translation>
    </message>
    <message>
        <source>loses after this move</source>
        <translation>这一步之后落败</translation>
    </message>
    <message>
        <source>not worked out on this board</source>
        <translation>在此棋盘上尚未算出</translation>
    </message>
    <message>
        <source>wins in %n moves</source>
        <translation>%n 步内获胜</translation>
    </message>
    <message>
        <source>wins with this move</source>
        <translation>这一步即获胜</translation>
    </message>
    <message>
        <source>Review is for a finished game: finish this one, or open one, first</source>
        <translation>复盘只适用于已结束的棋局：请先下完这一盘，或打开一盘</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>the file is not a saved Tic-Tac-Toe game</source>
        <translation>这个文件不是保存的井字棋棋局</translation>
    </message>
    <message>
        <source>it holds a demonstration between two computers, which is not a game to go on with</source>
        <translation>它保存的是两台电脑之间的演示，不是可以接着下的棋局</translation>
    </message>
    <message>
        <source>it does not say who played X and who played O</source>
        <translation>文件里没有写明谁执 X、谁执 O</translation>
    </message>
    <message>
        <source>it is a game against the computer but does not say which mark the computer played</source>
        <translation>这是一盘人机对局，但没有写明电脑执哪种棋子</translation>
    </message>
    <message>
        <source>it is a game between two players but names a mark for the computer</source>
        <translation>这是一盘双人对局，却为电脑指定了棋子</translation>
    </message>
    <message>
        <source>the file is not the game&apos;s state file</source>
        <translation>这个文件不是游戏的状态文件</translation>
    </message>
    <message>
        <source>the list of scores is missing</source>
        <translation>缺少比分列表</translation>
    </message>
    <message>
        <source>scores %1 repeat the scores of an earlier board and opponent</source>
        <translation>第 %1 组比分与前面某种棋盘和对手的比分重复</translation>
    </message>
    <message>
        <source>it does not say whether the game in progress is scored</source>
        <translation>文件里没有写明进行中的棋局是否计分</translation>
    </message>
    <message>
        <source>the list of unfinished games is not a list</source>
        <translation>未下完棋局的列表格式不对</translation>
    </message>
    <message>
        <source>the list of network scores is not a list</source>
        <translation>网络对局比分列表格式不对</translation>
    </message>
    <message>
        <source>network scores %1 repeat the scores of an earlier board and opponent</source>
        <translation>第 %1 组网络对局比分与前面某种棋盘和对手的比分重复</translation>
    </message>
    <message>
        <source>the file does not say the computer&apos;s level (%1)</source>
        <translation>文件没有说明电脑的难度（应为 %1）</translation>
    </message>
    <message>
        <source>the computer level %1 is unknown (%2)</source>
        <translation>电脑难度 %1 无法识别（应为 %2）</translation>
    </message>
    <message>
        <source>the file is %1 KB, far larger than any game</source>
        <translation>这个文件有 %1 KB，比任何棋局都大得多</translation>
    </message>
    <message>
        <source>the file is damaged or cut short: it is not the JSON text a game file holds</source>
        <translation>文件已损坏或不完整：它不是棋局文件应有的 JSON 文本</translation>
    </message>
    <message>
        <source>the file does not say which version of the game wrote it</source>
        <translation>文件没有说明它是哪个版本的游戏写的</translation>
    </message>
    <message>
        <source>the file is for another version of the game (file version %1; this game reads version %2)</source>
        <translation>这个文件属于另一个版本的游戏（文件版本 %1；本游戏读取版本 %2）</translation>
    </message>
    <message>
        <source>entry %1 of the file is not in the form a game file uses</source>
        <translation>文件中的第 %1 项不符合棋局文件的格式</translation>
    </message>
    <message>
        <source>the file does not say who the opponent is (two players, the computer or a demonstration)</source>
        <translation>文件没有说明对手是谁（应为双人、电脑或演示）</translation>
    </message>
    <message>
        <source>the opponent %1 is unknown (two players, the computer or a demonstration)</source>
        <translation>对手 %1 无法识别（应为双人、电脑或演示）</translation>
    </message>
    <message>
        <source>the name of the player of %1 is missing or too long</source>
        <translation>执 %1 一方的名字缺失或太长</translation>
    </message>
    <message>
        <source>the list of moves is not a list of at most %1 cells</source>
        <translation>棋步列表不是最多 %1 个格子的列表</translation>
    </message>
    <message>
        <source>move %1 is %2, which is not a cell of a %3×%3 board</source>
        <translation>第 %1 步是 %2，不是 %3×%3 棋盘上的格子</translation>
    </message>
    <message>
        <source>its rules %1 are not rules the game knows (%2)</source>
        <translation>它的规则 %1 不是本游戏认识的规则（应为 %2）</translation>
    </message>
    <message>
        <source>the file does not say how big its board is</source>
        <translation>文件没有说明棋盘有多大</translation>
    </message>
    <message>
        <source>the file does not say how many in a row win</source>
        <translation>文件没有说明几子连线获胜</translation>
    </message>
    <message>
        <source>its board (%1 × %2, %3 in a row) is not one the game offers</source>
        <translation>它的棋盘（%1 × %2，%3 子连线）不是本游戏提供的棋盘</translation>
    </message>
    <message>
        <source>network scores %1 count a game in progress, which a network game never leaves</source>
        <translation>第 %1 组网络对局比分记了一盘进行中的棋局，而网络对局不会留下进行中的棋局</translation>
    </message>
    <message>
        <source>network scores %1 do not name the opponent</source>
        <translation>第 %1 组网络对局比分没有写明对手</translation>
    </message>
    <message>
        <source>move %1 (%2) comes after the game was already over</source>
        <translation>第 %1 步（%2）出现在棋局已经结束之后</translation>
    </message>
    <message>
        <source>move %1 (%2) is on a cell that was already taken</source>
        <translation>第 %1 步（%2）下在了已被占用的格子上</translation>
    </message>
    <message>
        <source>move %1 (%2) is outside board %3, where the move before it sent the player</source>
        <translation>第 %1 步（%2）不在上一步指定的小棋盘 %3 内</translation>
    </message>
    <message>
        <source>move %1 (%2) is in a small board that was already won</source>
        <translation>第 %1 步（%2）下在了已被赢下的小棋盘里</translation>
    </message>
    <message>
        <source>scores %1 are not two win counts, a draw count and who plays X</source>
        <translation>第 %1 组比分不是两个胜局数、一个平局数和执 X 的一方</translation>
    </message>
    <message>
        <source>scores %1 count a result for the game in progress that is not in them</source>
        <translation>第 %1 组比分为进行中的棋局记了一个比分里没有的结果</translation>
    </message>
    <message>
        <source>This kind of game has no review.</source>
        <translation>这种对局没有复盘。</translation>
    </message>
    <message>
        <source>This installation cannot solve the %1×%1 board quickly, so it has no proven review.</source>
        <translation>此安装无法快速求解 %1×%1 棋盘，因此没有经过证明的复盘。</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>%1 has won</source>
        <translation>%1 已获胜</translation>
    </message>
    <message>
        <source>%1 wins in %2</source>
        <translation>%1 %2 步内获胜</translation>
    </message>
    <message>
        <source>a best move</source>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>a win thrown away</source>
        <translation>丢掉了胜局</translation>
    </message>
    <message>
        <source>a draw turned into a loss</source>
        <translation>把和局下成了败局</translation>
    </message>
    <message>
        <source>a slower win</source>
        <translation>赢得更慢</translation>
    </message>
    <message>
        <source>a faster loss</source>
        <translation>输得更快</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1. %2 %3: %4 — best play: %5; this move: %6.</source>
        <translation>%1. %2 %3：%4——最佳下法：%5；这一步：%6。</translation>
    </message>
    <message>
        <source>%1. %2 %3 completes a line: %2 wins.</source>
        <translation>%1. %2 %3 连成一线：%2 获胜。</translation>
    </message>
    <message>
        <source>%1. %2 %3: best (%4).</source>
        <translation>%1. %2 %3：最佳（%4）。</translation>
    </message>
    <message>
        <source>%1, which makes two threats at once (%2 and %3); %4 can block only one.</source>
        <translation>%1，同时形成两个威胁（%2和%3）；%4 只能堵住一个。</translation>
    </message>
    <message>
        <source>%1, which makes %2 threats at once (%3); %4 can block only one.</source>
        <translation>%1，同时形成 %2 个威胁（%3）；%4 只能堵住一个。</translation>
    </message>
    <message>
        <source>%1, which threatens to win at %2.</source>
        <translation>%1，威胁在 %2 获胜。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>%1 completes a line at %2</source>
        <translation>%1 在 %2 连成一线</translation>
    </message>
    <message>
        <source>%1 must block at %2</source>
        <translation>%1 必须在 %2 堵截</translation>
    </message>
    <message>
        <source>%1 blocks at %2</source>
        <translation>%1 在 %2 堵截</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 下 %2</translation>
    </message>
    <message>
        <source>Then %1.</source>
        <translation>接着：%1。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>And so on: %1.</source>
        <translation>依此类推：%1。</translation>
    </message>
    <message>
        <source>%1 left %2&apos;s threat at %3 open: %2 completes a line there.</source>
        <translation>%1 没有堵住 %2 在 %3 的威胁：%2 在那里连成一线。</translation>
    </message>
    <message>
        <source>%1 let %2 block at %3</source>
        <translation>%1 让 %2 在 %3 堵截</translation>
    </message>
    <message>
        <source>%1 let %2 play %3</source>
        <translation>%1 让 %2 下了 %3</translation>
    </message>
    <message>
        <source>After %1, %2</source>
        <translation>%1 之后，%2</translation>
    </message>
    <message>
        <source>%1 would have won at once.</source>
        <translation>下 %1 本可立即获胜。</translation>
    </message>
    <message>
        <source>Best was %1 (%2)</source>
        <translation>最佳是 %1（%2）</translation>
    </message>
    <message>
        <source>%1: it blocks %2&apos;s threat there and makes %3 threats at once (%4); %2 can block only one.</source>
        <translation>%1：它堵住 %2 在那里的威胁，并同时形成 %3 个威胁（%4）；%2 只能堵住一个。</translation>
    </message>
    <message>
        <source>%1: it blocks %2&apos;s threat there and threatens to win at %3.</source>
        <translation>%1：它堵住 %2 在那里的威胁，并威胁在 %3 获胜。</translation>
    </message>
    <message>
        <source>%1: it blocks %2&apos;s threat there.</source>
        <translation>%1：它堵住 %2 在那里的威胁。</translation>
    </message>
    <message>
        <source>%1: it takes %2 before %3 can.</source>
        <translation>%1：它抢在 %3 之前占据 %2。</translation>
    </message>
    <message>
        <source>%1 was as good.</source>
        <translation>%1 同样好。</translation>
    </message>
    <message>
        <source>%1 were as good.</source>
        <translation>%1 同样好。</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>moves %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>%1 played no moves.</source>
        <translation>%1 还没有走棋。</translation>
    </message>
    <message>
        <source>it</source>
        <translation>这一</translation>
    </message>
    <message>
        <source>%1 held the draw</source>
        <translation>%1步保住了和局</translation>
    </message>
    <message>
        <source>%1 went straight for the win</source>
        <translation>%1步直奔胜局</translation>
    </message>
    <message>
        <source>%1 lost it (%2)</source>
        <translation>%1步丢掉了和局（%2）</translation>
    </message>
    <message>
        <source>%1 lost the draw (%2)</source>
        <translation>%1步丢掉了和局（%2）</translation>
    </message>
    <message>
        <source>%1 won more slowly than it could (%2)</source>
        <translation>%1步本可赢得更快（%2）</translation>
    </message>
    <message>
        <source>%1 threw away a win (%2)</source>
        <translation>%1步丢掉了胜局（%2）</translation>
    </message>
    <message>
        <source>%1 held off the loss as long as possible</source>
        <translation>%1步尽可能推迟了失败</translation>
    </message>
    <message>
        <source>%1 lost sooner than it had to (%2)</source>
        <translation>%1步让失败提前到来（%2）</translation>
    </message>
    <message>
        <source>%1, and %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 played 1 move, a best one: %2.</source>
        <translation>%1 走了 1 步，是最佳着法：%2。</translation>
    </message>
    <message>
        <source>%1 played 1 move: %2.</source>
        <translation>%1 走了 1 步：%2。</translation>
    </message>
    <message>
        <source>%1 played %2 moves, all of them best: %3.</source>
        <translation>%1 走了 %2 步，步步都是最佳：%3。</translation>
    </message>
    <message>
        <source>%1 played %2 moves: %3.</source>
        <translation>%1 走了 %2 步：%3。</translation>
    </message>
    <message>
        <source>a good move</source>
        <translation>好棋</translation>
    </message>
    <message>
        <source>a forced move</source>
        <translation>唯一的着法</translation>
    </message>
    <message>
        <source>an inaccuracy</source>
        <translation>不精确</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>错着</translation>
    </message>
    <message>
        <source>a blunder</source>
        <translation>大错</translation>
    </message>
    <message>
        <source>about %1 % for %2</source>
        <translation>%2 约 %1 %</translation>
    </message>
    <message>
        <source>%1. %2 %3 wins the game.</source>
        <translation>%1. %2 %3 赢得整盘。</translation>
    </message>
    <message>
        <source>%1. %2 %3: looks best (%4).</source>
        <translation>%1. %2 %3：看来最佳（%4）。</translation>
    </message>
    <message>
        <source>%1. %2 %3: the only move (%4).</source>
        <translation>%1. %2 %3：唯一的着法（%4）。</translation>
    </message>
    <message>
        <source>%1. %2 %3: good (%4).</source>
        <translation>%1. %2 %3：好棋（%4）。</translation>
    </message>
    <message>
        <source>%1 lets %2 win the game at once (at %3).</source>
        <translation>%1 让 %2 可以立即赢得整盘（在 %3）。</translation>
    </message>
    <message>
        <source>%1 gives %2 a free choice of board, and %2 can win a small board at once (at %3).</source>
        <translation>%1 让 %2 可以自由选择小棋盘，而 %2 能立即赢下一个小棋盘（在 %3）。</translation>
    </message>
    <message>
        <source>%1 sends %2 to board %3, where %2 can win it at once (at %4).</source>
        <translation>%1 把 %2 送到小棋盘 %3，%2 能在那里立即赢下它（在 %4）。</translation>
    </message>
    <message>
        <source>%1 gives %2 a free choice of board.</source>
        <translation>%1 让 %2 可以自由选择小棋盘。</translation>
    </message>
    <message>
        <source>it wins board %1</source>
        <translation>它赢下小棋盘 %1</translation>
    </message>
    <message>
        <source>it blocks %1&apos;s line in board %2</source>
        <translation>它在小棋盘 %2 挡住了 %1 的连线</translation>
    </message>
    <message>
        <source>it leaves %1 no win of the game</source>
        <translation>它不给 %1 赢得整盘的机会</translation>
    </message>
    <message>
        <source>it leaves %1 no small board to win at once</source>
        <translation>它不给 %1 立即赢下小棋盘的机会</translation>
    </message>
    <message>
        <source>it sends %1 to board %2, not anywhere</source>
        <translation>它把 %1 送到小棋盘 %2，而不是任其选择</translation>
    </message>
    <message>
        <source>%1 would have won the game at once.</source>
        <translation>%1 本可立即赢得整盘。</translation>
    </message>
    <message>
        <source>Better was %1 (%2)</source>
        <translation>更好的是 %1（%2）</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>Proven by a complete search.</source>
        <translation>已由完整搜索证明。</translation>
    </message>
    <message>
        <source>The search rates it %1 points higher (an estimate).</source>
        <translation>搜索认为它高 %1 分（估计）。</translation>
    </message>
    <message>
        <source>1 inaccuracy (%1)</source>
        <translation>1 步不精确（%1）</translation>
    </message>
    <message>
        <source>%1 inaccuracies (%2)</source>
        <translation>%1 步不精确（%2）</translation>
    </message>
    <message>
        <source>1 mistake (%1)</source>
        <translation>1 步错着（%1）</translation>
    </message>
    <message>
        <source>%1 mistakes (%2)</source>
        <translation>%1 步错着（%2）</translation>
    </message>
    <message>
        <source>1 blunder (%1)</source>
        <translation>1 步大错（%1）</translation>
    </message>
    <message>
        <source>%1 blunders (%2)</source>
        <translation>%1 步大错（%2）</translation>
    </message>
    <message>
        <source>%1 played %2 moves, with no inaccuracy, mistake or blunder.</source>
        <translation>%1 走了 %2 步，没有不精确、错着或大错。</translation>
    </message>
</context>
</TS>
