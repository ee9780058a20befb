<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;Open Pack…</source>
        <translation>&amp;Abrir paquete…</translation>
    </message>
    <message>
        <source>Open an instructor&apos;s training pack and work through it</source>
        <translation>Abrir un paquete de entrenamiento de un instructor y trabajarlo</translation>
    </message>
    <message>
        <source>Open &amp;Hand…</source>
        <translation>Abrir &amp;mano…</translation>
    </message>
    <message>
        <source>Open a file of one stud hand and deal it on the table, move by move</source>
        <translation>Abrir el archivo de una mano de stud y repartirla en la mesa, jugada a jugada</translation>
    </message>
    <message>
        <source>&amp;Present a Pack…</source>
        <translation>&amp;Presentar un paquete…</translation>
    </message>
    <message>
        <source>Show a pack full screen to a class and reveal each answer on cue</source>
        <translation>Mostrar un paquete a pantalla completa a una clase y revelar cada respuesta a su tiempo</translation>
    </message>
    <message>
        <source>Print an &amp;Answer Key…</source>
        <translation>Imprimir las so&amp;luciones…</translation>
    </message>
    <message>
        <source>Print a pack&apos;s answer key, or a worksheet for trainees, or save it as PDF</source>
        <translation>Imprimir las soluciones de un paquete, o una hoja de ejercicios para los alumnos, o guardarla como PDF</translation>
    </message>
    <message>
        <source>Pack &amp;Editor</source>
        <translation>Edi&amp;tor de paquetes</translation>
    </message>
    <message>
        <source>Build and edit training packs (instructor mode)</source>
        <translation>Crear y editar paquetes de entrenamiento (modo instructor)</translation>
    </message>
    <message>
        <source>Save &amp;Picture of Window…</source>
        <translation>Guardar &amp;imagen de la ventana…</translation>
    </message>
    <message>
        <source>Save the window as a PNG picture</source>
        <translation>Guardar la ventana como imagen PNG</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Quit Dealer Trainer</source>
        <translation>Salir de Dealer Trainer</translation>
    </message>
    <message>
        <source>&amp;Next Hand</source>
        <translation>Mano &amp;siguiente</translation>
    </message>
    <message>
        <source>Deal the next hand for this drill</source>
        <translation>Repartir la mano siguiente de este ejercicio</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Point to the rule that decides this (a hinted answer scores half)</source>
        <translation>Señalar la regla que lo decide (una respuesta con pista vale la mitad)</translation>
    </message>
    <message>
        <source>&amp;Submit Split</source>
        <translation>&amp;Enviar el reparto</translation>
    </message>
    <message>
        <source>Check the chips you entered</source>
        <translation>Comprobar las fichas introducidas</translation>
    </message>
    <message>
        <source>S&amp;kip Animation</source>
        <translation>Saltar la &amp;animación</translation>
    </message>
    <message>
        <source>Finish the dealing animation at once</source>
        <translation>Terminar ya la animación del reparto</translation>
    </message>
    <message>
        <source>&amp;Burn a Card</source>
        <translation>&amp;Quemar una carta</translation>
    </message>
    <message>
        <source>Answer: the dealer burns a card</source>
        <translation>Respuesta: el crupier quema una carta</translation>
    </message>
    <message>
        <source>Deal a &amp;Common Card</source>
        <translation>Repartir una carta &amp;comunitaria</translation>
    </message>
    <message>
        <source>Answer: the dealer deals a common card</source>
        <translation>Respuesta: el crupier reparte una carta comunitaria</translation>
    </message>
    <message>
        <source>&amp;Shuffle the Burn Cards</source>
        <translation>&amp;Barajar las cartas quemadas</translation>
    </message>
    <message>
        <source>Answer: the dealer shuffles the burn cards into a new stub</source>
        <translation>Respuesta: el crupier baraja las cartas quemadas para formar un nuevo resto del mazo</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>Answer yes</source>
        <translation>Responder sí</translation>
    </message>
    <message>
        <source>N&amp;o</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Answer no</source>
        <translation>Responder no</translation>
    </message>
    <message>
        <source>&amp;Hard Cases</source>
        <translation>Casos &amp;difíciles</translation>
    </message>
    <message>
        <source>Favour suit ties, equal boards, common cards, odd chips, no low and side pots</source>
        <translation>Favorecer empates de palo, cartas vistas iguales, cartas comunitarias, fichas impares, sin baja y botes laterales</translation>
    </message>
    <message>
        <source>&amp;Four-colour Deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>Clubs green, diamonds blue, hearts red, spades black</source>
        <translation>Tréboles verdes, diamantes azules, corazones rojos, picas negras</translation>
    </message>
    <message>
        <source>Show &amp;Down Cards</source>
        <translation>Mostrar las cartas &amp;tapadas</translation>
    </message>
    <message>
        <source>Show face-down cards face up (a trainee sees every card)</source>
        <translation>Mostrar boca arriba las cartas tapadas (el alumno ve todas las cartas)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>Fill the screen (for a classroom projector)</source>
        <translation>Llenar la pantalla (para el proyector del aula)</translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation>&amp;Reglamento</translation>
    </message>
    <message>
        <source>Learn the rules, with example hands</source>
        <translation>Aprender las reglas, con manos de ejemplo</translation>
    </message>
    <message>
        <source>My &amp;Progress…</source>
        <translation>Mi &amp;progreso…</translation>
    </message>
    <message>
        <source>Accuracy and answer times per drill, your weakest skills, your missed hands</source>
        <translation>Aciertos y tiempos de respuesta por ejercicio, tus habilidades más débiles, tus manos falladas</translation>
    </message>
    <message>
        <source>Take an &amp;Exam…</source>
        <translation>Hacer un &amp;examen…</translation>
    </message>
    <message>
        <source>An exam from a pack or generated: no feedback until the end, then a report</source>
        <translation>Un examen de un paquete o generado: sin correcciones hasta el final, luego un informe</translation>
    </message>
    <message>
        <source>E&amp;xport My Results…</source>
        <translation>E&amp;xportar mis resultados…</translation>
    </message>
    <message>
        <source>Save your answers for your instructor&apos;s class view</source>
        <translation>Guardar tus respuestas para la vista de clase de tu instructor</translation>
    </message>
    <message>
        <source>&amp;Class Results…</source>
        <translation>Resultados de la &amp;clase…</translation>
    </message>
    <message>
        <source>Import your trainees&apos; exported results: who needs help on what</source>
        <translation>Importar los resultados exportados de tus alumnos: quién necesita ayuda y en qué</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>A&amp;tajos de teclado</translation>
    </message>
    <message>
        <source>Every key of the app, in one list</source>
        <translation>Todas las teclas de la aplicación, en una lista</translation>
    </message>
    <message>
        <source>&amp;About Dealer Trainer</source>
        <translation>&amp;Acerca de Dealer Trainer</translation>
    </message>
    <message>
        <source>Version and credits</source>
        <translation>Versión y créditos</translation>
    </message>
</context>
<context>
    <name>ActionsTab</name>
    <message>
        <source>Seat to act</source>
        <extracomment>The betting buttons, always shown in this order (the illegal ones disabled).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an action to add it to the hand. Only what the rules allow now is enabled; point at a greyed-out action to see why not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet (big)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard two down cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished">Descarte</translation>
    </message>
    <message>
        <source>Actions so far, in order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the last action from the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} wins {chips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} to act · {street} street · pot {pot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over; no more actions are taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet {amount} (open pair)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seat shows an open pair on fourth street: the opening bet may be the big bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} discards two of its down cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick two cards to discard ({count} picked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: {why}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerKeyDialog</name>
    <message>
        <source>Answer Key — {title}</source>
        <extracomment>Emitted with the PDF&apos;s path and its page count once it is saved.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;{hands} hands, {questions} questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer key for the instructor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every question with its answer, the reasons and your notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worksheet for trainees (no answers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same pages with the answers left blank and lines to write them on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview the pages, then print them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the pages as a PDF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print — {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the answer key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerPages</name>
    <message>
        <source>Click a seat on the table, or press its number (1–9).</source>
        <extracomment>What the mixin is mixed into, for the type checker.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn a card (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal a common card (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle the burn cards (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…or click a seat (or press 1–9) to deal it a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes (Y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do</source>
        <extracomment>What to do while no question can be answered: none on the table yet (or any more), or the hand still being dealt up to the question.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Answers</name>
    <message>
        <source>second street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>third street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fourth street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fifth street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixth street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seventh street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who brings in?</source>
        <translation type="unfinished">¿Quién hace el bring-in?</translation>
    </message>
    <message>
        <source>Who acts first on {street}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does the dealer do next?</source>
        <translation type="unfinished">¿Qué hace ahora el crupier?</translation>
    </message>
    <message>
        <source>Is a common card needed for {street}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the pot: enter the chips each seat receives from each pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the seat, or press its number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the burn pile, a seat, the common-card spot, or the stub (to shuffle the burn cards into a new stub).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer yes (Y) or no (N), then deal it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sentence} {instructions}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes, a common card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no, one card to each seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pot}: {shares}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} {chips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing left after the rake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{split} (after a rake of {rake})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing: the dealing is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no chips given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{split} (rake {rake})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rake is {right} (you took {taken}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} gets {right}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} gets {right} (you gave {given})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the pot, {shares}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the main pot, {shares}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In side pot {number}, {shares}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score 0 · no answers yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score {score} · {right}/{answered} right · streak {streak} (best {best}) · median {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsTab</name>
    <message>
        <source>The deck sets every card. Click a dealt card, then pick its new card below; cards dealt elsewhere are greyed out, and the two cards trade places in the deck. Down cards have a blue face.</source>
        <extracomment>Stub positions offered in the card picker beyond what is dealt.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle undealt cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle every card not dealt yet; the dealt cards stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next in the stub ({place} from the top): {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation type="unfinished">Asiento {seat}</translation>
    </message>
    <message>
        <source>Burns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stub next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street} street, face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street} street, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} brings in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bring-in is decided after every seat discards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later streets appear here as the actions reach them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (dealt from the reshuffled stub; set by the reshuffle, not the deck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck position {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: dealt as {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: not dealt yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card to change above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stub card at deck position {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the card for {place} (now {card}):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChipBox</name>
    <message>
        <source>Chips for seat {seat} from pot {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChipSource</name>
    <message>
        <source>Drag onto a seat&apos;s box to give it the chips still unassigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips of pot {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassView</name>
    <message>
        <source>Results files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{drill} · {game}</source>
        <extracomment>The role holding a cell&apos;s sort key (a number, or the trainee&apos;s name folded). Height of one bar in the charts, in pixels (the charts grow with the class). The charts&apos; x axis runs past 100 % to leave room for the numbers after the bars. Room above the top bar, in bars, for the label of the &quot;needs help&quot; line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class results</source>
        <extracomment>Emitted after the files are read again (the table is :attr:`table_data`).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add files…</source>
        <extracomment>The import running on a worker thread, if any.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add results files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results files the trainees exported (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a folder of results files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every results file (*.csv) in a shared folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the files and folders again (new exports included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the files and folders added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export class table (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the class table as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask each trainee for their results file (Records ▸ Export My Results in Dealer Trainer), then add the files here — or add the shared folder they put them in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class table: trainees by skills, share right and answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class table — share right (answers); click a heading to sort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who needs help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who needs help, the weakest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files left out, with the reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy per trainee (all answers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class accuracy per skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each trainee, all skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The class, skill by skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Results Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Folder of Results Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results could not be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the class&apos;s results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Class Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the class table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} file read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} files read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} trainees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{right} of {count} right ({percent}); {recent} in the last {recent_count}; median {median}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation type="unfinished">Alumno</translation>
    </message>
    <message>
        <source>All skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{drill}
{game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{heading} — {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under {below} right lately, the weakest first; click one to find it in the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough answers yet to judge: a skill needs {needed} answers before it is judged here (the most so far is {most}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody: every skill with {needed} answers or more is at {below} or better lately.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 skill has fewer than {needed} answers and is not judged yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} skills have fewer than {needed} answers and are not judged yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent} right lately ({count} answers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files left out ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{below}: needs help below</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillPanel</name>
    <message>
        <source>Now deal it: burn, then the seats or the common card.</source>
        <translation>Ahora repártela: quema, luego los asientos o la carta comunitaria.</translation>
    </message>
    <message>
        <source>✓ Right: {answer}</source>
        <translation>✓ Correcto: {answer}</translation>
    </message>
    <message>
        <source>✗ Not right: the split is</source>
        <translation>✗ Incorrecto: el reparto es</translation>
    </message>
    <message>
        <source>✗ Not right: the answer is {answer}, not {given}</source>
        <translation>✗ Incorrecto: la respuesta es {answer}, no {given}</translation>
    </message>
    <message>
        <source>Instructor&apos;s note:</source>
        <translation>Nota del instructor:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>You gave</source>
        <translation>Tu respuesta</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Correcto</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Bote principal</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation>Bote lateral {number}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Asiento {seat}</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Rake</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>A hinted answer scores half.</source>
        <translation>Una respuesta con pista vale la mitad.</translation>
    </message>
    <message>
        <source>The answer: {answer}</source>
        <translation>La respuesta: {answer}</translation>
    </message>
    <message>
        <source>How the dealer decides</source>
        <translation>Cómo decide el crupier</translation>
    </message>
    <message>
        <source>Practice mode chooses from your record, which is not open. Choose a trainee (or another drill).</source>
        <extracomment>What the mixins are mixed into, for the type checker.</extracomment>
        <translation>El modo práctica elige a partir de tu registro, que no está abierto. Elige un alumno (u otro ejercicio).</translation>
    </message>
    <message>
        <source>Choose a trainee under Practice, or another drill (Ctrl+1 to Ctrl+{count}).</source>
        <translation>Elige un alumno en Práctica, u otro ejercicio (Ctrl+1 a Ctrl+{count}).</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>No feedback until the end. Answer each question as you would at the table.</source>
        <translation>Sin correcciones hasta el final. Responde cada pregunta como lo harías en la mesa.</translation>
    </message>
    <message>
        <source>That hand waits until the exam is over: answer the exam&apos;s questions first.</source>
        <translation>Esa mano espera a que termine el examen: responde primero las preguntas del examen.</translation>
    </message>
    <message>
        <source>This trainee</source>
        <translation>Este alumno</translation>
    </message>
    <message>
        <source>End the exam?</source>
        <translation>¿Terminar el examen?</translation>
    </message>
    <message>
        <source>{name} is taking the exam “{title}”.</source>
        <translation>{name} está haciendo el examen «{title}».</translation>
    </message>
    <message>
        <source>Choosing another trainee ends it now. {name}&apos;s answers so far are kept and scored; the questions not answered yet count as not answered.</source>
        <translation>Elegir otro alumno lo termina ahora. Las respuestas de {name} hasta aquí se guardan y se puntúan; las preguntas aún sin responder cuentan como no respondidas.</translation>
    </message>
    <message>
        <source>End the Exam and Switch</source>
        <translation>Terminar el examen y cambiar</translation>
    </message>
    <message>
        <source>Go On with the Exam</source>
        <translation>Seguir con el examen</translation>
    </message>
    <message>
        <source>Practice</source>
        <extracomment>Events animated before a question: at most this many from the street&apos;s start. How often a timed exam&apos;s clock is redrawn and checked for the end, in ms. Emitted after every verdict (for the status bar and tests). Emitted when a question is ready to answer (its animation is done). Emitted with the report when an exam ends. Emitted when an answer could not be written to the records. Emitted when &quot;New trainee…&quot; is chosen in the trainee list. Emitted with a trainee&apos;s id when what their records show has changed: an answer or a finished exam was kept, or they became the trainee. The trainee&apos;s records (attached by the window once opened) and who is practising. An exam in progress: answers are taken without feedback. A timed exam&apos;s clock: the time left redrawn, and the end when it is up. A pack being worked through: its questions in order with the notes.</extracomment>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Practice choices</source>
        <translation>Opciones de práctica</translation>
    </message>
    <message>
        <source>Show or hide the drill, games, rules and trainee</source>
        <translation>Mostrar u ocultar el ejercicio, los juegos, las reglas y el alumno</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <source>Rule set {name}</source>
        <translation>Reglamento {name}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Hard cases</source>
        <translation>Casos difíciles</translation>
    </message>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>The same number deals the same hands again, in the same order, so a class can practise identical hands; &apos;random&apos; deals new hands every time</source>
        <translation>El mismo número reparte otra vez las mismas manos, en el mismo orden, para que una clase practique manos idénticas; &apos;al azar&apos; reparte manos nuevas cada vez</translation>
    </message>
    <message>
        <source>Hand set number</source>
        <translation>Número de serie de manos</translation>
    </message>
    <message>
        <source>Hand set no.</source>
        <translation>Serie de manos n.º</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Whose answers are kept (for progress, practice and exams)</source>
        <translation>De quién se guardan las respuestas (para progreso, práctica y exámenes)</translation>
    </message>
    <message>
        <source>Press Space for the first hand.</source>
        <translation>Pulsa Espacio para la primera mano.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Note</source>
        <extracomment>The answer page of the question being dealt, shown once it is asked. A gentle word that is not a verdict (a seat with no one in it).</extracomment>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Pista (H)</translation>
    </message>
    <message>
        <source>Next hand (Space)</source>
        <translation>Mano siguiente (Espacio)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Corrección</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>No hand on the table. Press Space (or Next hand) for a hand; Ctrl+1 to Ctrl+{count} choose the drill.</source>
        <translation>No hay mano en la mesa. Pulsa Espacio (o Mano siguiente) para una mano; Ctrl+1 a Ctrl+{count} eligen el ejercicio.</translation>
    </message>
    <message>
        <source>New trainee…</source>
        <translation>Alumno nuevo…</translation>
    </message>
    <message>
        <source>Deal the hand: click the stub to reshuffle, the burn pile to burn, each seat to deal it a card, the centre for a common card.</source>
        <translation>Reparte la mano: haz clic en el resto del mazo para rebarajar, en el montón de quemadas para quemar, en cada asiento para darle una carta, en el centro para una carta comunitaria.</translation>
    </message>
    <message>
        <source>Dealing the hand… Press Esc to skip to the question.</source>
        <translation>Repartiendo la mano… Pulsa Esc para saltar a la pregunta.</translation>
    </message>
    <message>
        <source>Deal a whole hand (deal-along)</source>
        <extracomment>Those two modes&apos; labels, in English.</extracomment>
        <translation>Repartir una mano entera (reparto guiado)</translation>
    </message>
    <message>
        <source>Practice my mistakes and weak skills</source>
        <translation>Practicar mis errores y puntos débiles</translation>
    </message>
    <message>
        <source>{title} — {number} of {count}</source>
        <extracomment>The Drill chooser&apos;s modes in order, each with its label in English: every drill as the training heads it, then deal-along and practice.</extracomment>
        <translation>{title} — {number} de {count}</translation>
    </message>
    <message>
        <source>Pack finished: {count} questions. {summary}. Press Space for practice hands.</source>
        <translation>Paquete terminado: {count} preguntas. {summary}. Pulsa Espacio para manos de práctica.</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>quedan {time}</translation>
    </message>
    <message>
        <source>{title} — question {number} of {count}</source>
        <translation>{title} — pregunta {number} de {count}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>aprobado</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>no aprobado</translation>
    </message>
    <message>
        <source>Exam finished: {right} of {total} right ({score}) — {verdict}.</source>
        <translation>Examen terminado: {right} de {total} correctas ({score}) — {verdict}.</translation>
    </message>
    <message>
        <source>The time ran out.</source>
        <translation>Se acabó el tiempo.</translation>
    </message>
    <message>
        <source>Press Space for practice hands.</source>
        <translation>Pulsa Espacio para manos de práctica.</translation>
    </message>
    <message>
        <source>Dealt without a mistake.</source>
        <translation>Repartida sin un error.</translation>
    </message>
    <message>
        <source>Dealt, with 1 wrong move along the way. Space for the next hand.</source>
        <translation>Repartida, con 1 jugada equivocada por el camino. Espacio para la mano siguiente.</translation>
    </message>
    <message>
        <source>Dealt, with {count} wrong moves along the way. Space for the next hand.</source>
        <translation>Repartida, con {count} jugadas equivocadas por el camino. Espacio para la mano siguiente.</translation>
    </message>
    <message>
        <source>No one sits in seat {seat}: this table has {count} seats. Choose a seat with a player.</source>
        <translation>Nadie se sienta en el asiento {seat}: esta mesa tiene {count} asientos. Elige un asiento con jugador.</translation>
    </message>
    <message>
        <source>No one sits in seat {seat}. Choose a seat with a player.</source>
        <translation>Nadie se sienta en el asiento {seat}. Elige un asiento con jugador.</translation>
    </message>
    <message>
        <source>“{drill}” in {game}</source>
        <translation>«{drill}» en {game}</translation>
    </message>
    <message>
        <source>You missed this hand {when}: it comes back until you get it right without help.</source>
        <translation>Fallaste esta mano {when}: vuelve hasta que la aciertes sin ayuda.</translation>
    </message>
    <message>
        <source>A hand you missed, due for review ({times} right since, {misses}).</source>
        <translation>Una mano que fallaste, toca repasarla ({times} bien desde entonces, {misses}).</translation>
    </message>
    <message>
        <source>{skill} is due for review: {percent} right in your last {count}.</source>
        <translation>Toca repasar {skill}: {percent} de aciertos en tus últimas {count}.</translation>
    </message>
    <message>
        <source>New: {skill}.</source>
        <translation>Nuevo: {skill}.</translation>
    </message>
    <message>
        <source>New: {skill} ({number} of at most {limit} new today).</source>
        <translation>Nuevo: {skill} ({number} de como mucho {limit} nuevos hoy).</translation>
    </message>
    <message>
        <source>Nothing to review yet, so more practice on a weak skill: {skill}, {percent} right in your last {count}.</source>
        <translation>Aún no hay nada que repasar, así que más práctica de un punto débil: {skill}, {percent} de aciertos en tus últimas {count}.</translation>
    </message>
    <message>
        <source> New skills wait until it goes better.</source>
        <translation> Las habilidades nuevas esperan hasta que vaya mejor.</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>aún ninguna</translation>
    </message>
    <message>
        <source>once</source>
        <translation>una vez</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>dos veces</translation>
    </message>
    <message>
        <source>{count} times</source>
        <translation>{count} veces</translation>
    </message>
    <message>
        <source>1 miss</source>
        <translation>1 fallo</translation>
    </message>
    <message>
        <source>{count} misses</source>
        <translation>{count} fallos</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>hace un momento</translation>
    </message>
    <message>
        <source>1 minute ago</source>
        <translation>hace 1 minuto</translation>
    </message>
    <message>
        <source>{minutes} minutes ago</source>
        <translation>hace {minutes} minutos</translation>
    </message>
    <message>
        <source>earlier today</source>
        <translation>hoy, hace un rato</translation>
    </message>
    <message>
        <source>on {date}</source>
        <translation>el {date}</translation>
    </message>
</context>
<context>
    <name>EditingWindow</name>
    <message>
        <source>Untitled pack</source>
        <extracomment>The stack of the seat boxes on the Table tab (a seat is given the stack shown).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand written to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move hand {source} to place {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deck position {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {place} to {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle the undealt cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not added: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add action: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add or select a hand first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hand asks at most {count} questions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add question: {drill}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove question {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change question {number} to “{drill}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the step of question {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the street of question {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no answer to record: the question does not fit the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the expected answer of question {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the expected answer of question {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the pack&apos;s {field}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the game to {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the rules to {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the button on seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bring-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>small bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the {stake} to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat a player in seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change stack of seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is already dealt ({place}); each card is used once — choose another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pack holds at most {count} hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not changed — {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}: 1 action no longer legal was dropped; the hand keeps its first {kept}. (Why: {why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}: {count} actions no longer legal were dropped; the hand keeps its first {kept}. (Why: {why})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamReportView</name>
    <message>
        <source>Exam report: {title}</source>
        <extracomment>The path of a file just saved (PDF or CSV).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: {verdict}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished">Puntuación</translation>
    </message>
    <message>
        <source>no trainee named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam, trainee and time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score per drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill</source>
        <translation type="unfinished">Ejercicio</translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished">Correcto</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers to review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the report as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the report as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Exam Report as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Exam Report as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {path}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamSetupDialog</name>
    <message>
        <source>New Exam</source>
        <extracomment>Lines kept free for the setup dialog&apos;s problems and notes (a typical few fit). Where the setup dialog keeps its last settings.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam</source>
        <translation type="unfinished">Examen</translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For example: Week 3 — bring-in and first to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hands dealt from the hand set number: the same number gives every trainee the same questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a &amp;pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill</source>
        <translation type="unfinished">Ejercicio</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished">Juegos</translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favour the hard cases (suit ties, common cards, odd chips…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard cases</source>
        <translation type="unfinished">Casos difíciles</translation>
    </message>
    <message>
        <source>Hand set number</source>
        <translation type="unfinished">Número de serie de manos</translation>
    </message>
    <message>
        <source>The same number deals the same hands to every trainee, so a class sits identical questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hand set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new number: different hands from the last exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand set no.</source>
        <translation type="unfinished">Serie de manos n.º</translation>
    </message>
    <message>
        <source>Pack file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A .studpack file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse for a pack file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of questions from the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All the pack&apos;s questions, or this many drawn by the hand set number (kept in the pack&apos;s order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit in minutes, 0 for none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time &amp;limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass mark in percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass &amp;mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create Exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{title}”: {count} question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{title}”: {count} questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{title}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the exam a title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack cannot be used: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a pack file, or generate the questions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack “{title}” has no questions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one drill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one rule set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack has {count} questions: all of them will be asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {count} question, only {count} of the {drills} drills chosen can be asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {count} questions, only {count} of the {drills} drills chosen can be asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min for {count} questions leaves {seconds} s a question.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a seat by its number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation type="unfinished">Reglamento</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyboardShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <source>Game</source>
        <extracomment>The key of &quot;Show me&quot; (listed in Help ▸ Keyboard Shortcuts before the panel is built). (drill, focus, variant, rules) values of the example hand to deal.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal an example hand on the table ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Dealer Trainer</source>
        <translation>Dealer Trainer</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <source>Choose a drill and press Space for a hand.</source>
        <translation>Elige un ejercicio y pulsa Espacio para una mano.</translation>
    </message>
    <message>
        <source>This answer could not be kept in your records: {reason}</source>
        <translation>Esta respuesta no se pudo guardar en tus registros: {reason}</translation>
    </message>
    <message>
        <source>The example is on the table; the Drill tab says how the dealer decides.</source>
        <extracomment>The last exam report and the class results while their windows are open.</extracomment>
        <translation>El ejemplo está en la mesa; la pestaña Ejercicio dice cómo decide el crupier.</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Reglamento</translation>
    </message>
</context>
<context>
    <name>PackEditor</name>
    <message>
        <source>&amp;New Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new, empty pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Pack…</source>
        <translation type="unfinished">&amp;Abrir paquete…</translation>
    </message>
    <message>
        <source>Open a pack file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the pack under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the pack editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a hand: a random table and deck, no actions yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a copy of the selected hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected hand from the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Hand &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected hand one place up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Hand Do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected hand one place down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished">&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished">Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import a Hand History (PHH)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a hand from a PHH hand history (stud, razz, stud 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport as Hand History (PHH)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the selected hand as a PHH hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a hand with New Hand (Ctrl+Shift+N), or open a pack.</source>
        <extracomment>The editors open now: a pack file is open in one editor window at most.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New pack. Add a hand with New Hand (Ctrl+Shift+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is open in another editor window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot be opened:

{error}

The pack on show is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {name}: {hands} hands, {questions} questions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is open in another editor window. Save this pack under another name, or close that window first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack cannot be saved yet:

{problem}

A saved pack must open again, so fix this first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}:
{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Note: {count} expected answer(s) disagree with the rules ({first}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack needs a title (Pack ▸ Title).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} ({title}) has no questions yet: every hand in a pack asks at least one. Add one on its Questions tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}, question {question} does not fit the hand: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the new pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to {name} first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Pack As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Hand History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PHH hand histories (*.phh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Hand History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}[*] — Pack Editor — Dealer Trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring in</source>
        <translation type="unfinished">Bring-in</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation type="unfinished">Completar</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished">Retirarse</translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished">Pasar</translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished">Igualar</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation type="unfinished">Apostar</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation type="unfinished">Subir</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished">Descarte</translation>
    </message>
    <message>
        <source>brings in {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completes to {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bets {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raises to {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (all-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} discards {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street} · Seat {seat} {verb}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat}: {verb}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring in {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete to {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise to {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} antes {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street} street: seat {seat} is dealt {card} face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street} street: seat {seat} is dealt {card} face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street} street: the dealer burns a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street} street: common card {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street} street: the burn cards are shuffled into a new stub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {street}-street card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {street}-street card (down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {street}-street burn card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {street}-street common card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the expected answer does not fit this drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expects {given}, but by the rules the answer is now {right}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no questions yet (a hand asks at least one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question {number} does not fit the hand: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question {number}: {mismatch}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PackSide</name>
    <message>
        <source>Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack&apos;s name, as trainees see it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who made the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version label, e.g. 1.2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cr&amp;eated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date the pack was made, YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the pack teaches, for whom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands in the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a hand to reorder, or use Alt+Up / Alt+Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack is empty: add a hand (New hand).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…and {count} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Needs attention:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Ready:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hands} hands, {questions} questions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PresenterWindow</name>
    <message>
        <source>→ / Space</source>
        <extracomment>The presenter&apos;s keys, in one place: the key handler and the help line read them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reveal, then next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hole cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} — presenting</source>
        <extracomment>High-contrast colours on the table&apos;s dark surround (the theme&apos;s projector ink). Text sizes as multiples of the application font (at a 1080-pixel-high window). The reveal text shrinks to fit its area, but not below this share of its size. Stands for the answer&apos;s point size in the reveal text until it is fitted. The item and question now shown (both counted from 0).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presenter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished">Pregunta</translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the pack. Home goes back to the first question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This pack has no questions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number} / {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the class.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press → or Space to reveal the answer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>Preview — what the trainee sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the hand at event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the hand after this many of its events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moment shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The right answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select or add a hand to see it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before the antes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event {count} of {total}: {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — the moment the question is asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — the latest point of the hand; seat {seat} to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — the latest point of the hand; it is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No question selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add one on the Questions tab to see the right answer and its reasons here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · {street} street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q{number}: {drill}{where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ This question does not fit the hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change its street or drill, or the hand&apos;s actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right answer: {answer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No expected answer recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The pack {mismatch}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Matches the expected answer in the pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <source>{percent} %</source>
        <extracomment>Missed answers listed (the newest). The answer-time chart shows at most this many recent answers per drill. The shortest stretch of time the charts show (seconds): ten minutes, ticked by the clock. Samples a pixel the accuracy lines keep when downsampled (each its lowest and highest). The points&apos; shapes in the answer-time chart, one per drill (not only colour tells them apart).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not readable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(see the hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill</source>
        <extracomment>The attempt id of the answer chosen.</extracomment>
        <translation type="unfinished">Ejercicio</translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <extracomment>The id of a missed attempt the trainee chose to try again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answers yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer a few drills and your progress shows here: how often you are right, how quickly you answer, your weakest skills first, and every hand you missed, ready to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each drill, the share of the last {count} answers that were right, after every answer, over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds taken by each answer, per drill, over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy over time (last {count} answers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills, weakest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills — weakest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed answers, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an answer, or press Enter on it, to try that question again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed answers — click one to try it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — {count} answer, {percent} right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — {count} answers, {percent} right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share right in the last {count} answers over time, {drills} drill: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share right in the last {count} answers over time, {drills} drills: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{drill} now {percent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{drill}: line and points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{right} of {count} right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right in the last {count} answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median time to answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trend shows after {count} answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last {count} answers against the {count} before them, in percentage points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None missed: every answer so far was right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The newest {shown} of {total} missed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total} missed, newest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{time} · {drill} · {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: {given} — right: {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{heading} Click to try this hand again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>Texts of Qt&apos;s own dialogs that Qt&apos;s catalogues miss: Qt 6 gave its file dialog&apos;s labels accelerators (&quot;&amp;Look in:&quot;), and qtbase_es.qm has only the old texts, so those two showed in English. The app&apos;s catalogue translates them in Qt&apos;s context (every installed translator is asked).</extracomment>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>QuestionsTab</name>
    <message>
        <source>Questions on this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill</source>
        <translation type="unfinished">Ejercicio</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation type="unfinished">&amp;Ejercicio</translation>
    </message>
    <message>
        <source>Street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The street the question is asked on (cards held: 3rd to 7th; 2nd to 5th in Five-card Stud)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of the street&apos;s dealer moves: 0 is the first (usually the burn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer &amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the right answer as expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store the right answer in the pack, so a later change that alters the answer is flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructor&apos;s note (shown after the answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructor&apos;s note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to point out to the trainee about this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — {street} street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — {street} street, dealer move {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ does not fit the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ expected answer disagrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ expected answer recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The right answer agrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no expected answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the right answer to check it later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a question to choose what to ask.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ the rules agree</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Pennsylvania rules</source>
        <translation type="unfinished">Reglas de Pensilvania</translation>
    </message>
    <message>
        <source>House rules (cardroom)</source>
        <translation type="unfinished">Reglas de la casa (sala de juego)</translation>
    </message>
    <message>
        <source>Online room rules</source>
        <translation type="unfinished">Reglas de sala en línea</translation>
    </message>
    <message>
        <source>odd-chip rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bring-in rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>house reading: an all-in seat passes the first action to the next seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>house reading: the common card shows in every hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>house reading: on any street the cards run short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>house reading: the last card joins the burn cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as in Robert&apos;s Rules of Poker: the next seat brings in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as in Robert&apos;s Rules of Poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rules}, with this table&apos;s own {parameter}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard poker procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PA §{section}{subsection}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reference}, the seven-card rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reference}; {reading}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}{suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>third street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fourth street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fifth street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixth street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seventh street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven-card Stud High</source>
        <translation type="unfinished">Seven-card Stud alta</translation>
    </message>
    <message>
        <source>Seven-card Stud Low</source>
        <translation type="unfinished">Seven-card Stud baja</translation>
    </message>
    <message>
        <source>Seven-card Stud High-low Split</source>
        <translation type="unfinished">Seven-card Stud alta-baja dividida</translation>
    </message>
    <message>
        <source>Seven-card Stud High-low Split Eight or Better</source>
        <translation type="unfinished">Seven-card Stud alta-baja dividida, ocho o mejor</translation>
    </message>
    <message>
        <source>Super Seven-card Stud High-low Split Eight or Better</source>
        <translation type="unfinished">Super Seven-card Stud alta-baja dividida, ocho o mejor</translation>
    </message>
    <message>
        <source>Five-card Stud</source>
        <translation type="unfinished">Five-card Stud</translation>
    </message>
    <message>
        <source>-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{low} (no pair)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} (a paired low)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a royal flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a straight flush, {rank} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a full house, {trips} full of {pair}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a flush, {rank} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a straight, {rank} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two pair, {upper} and {lower}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pair of {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pair, {rank} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {card} brings in: it is the lowest up card (aces count high).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {card} brings in: it is the highest up card (aces count low, so the king is highest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{others} ties on rank, and {suit} rank below {suits} (suits rank spades, hearts, diamonds, clubs from the top).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{others} tie on rank, and {suit} rank below {suits} (suits rank spades, hearts, diamonds, clubs from the top).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{others} ties on rank, and {suit} rank above {suits} (suits rank spades, hearts, diamonds, clubs from the top).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{others} tie on rank, and {suit} rank above {suits} (suits rank spades, hearts, diamonds, clubs from the top).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next in line would be seat {seat}&apos;s {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} is all-in from the ante, so seat {next}, next clockwise, must bring in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats {seats} show equal low hands ({hand}); seat {seat} is closest to the dealer&apos;s left, so it acts first on {street}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats {seats} show equal high hands ({hand}); seat {seat} is closest to the dealer&apos;s left, so it acts first on {street}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards} ({hand}), the best low hand showing, so it acts first on {street}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards} ({hand}), the best high hand showing, so it acts first on {street}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} is all-in, so seat {opener}, the next seat clockwise that can still act, opens the betting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the common card for {street}, the dealer burns the top card of the stub.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before dealing {street}, the dealer burns the top card of the stub.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only 1 card left in the stub: too few to burn and deal a common card for {street}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only {left} cards left in the stub: too few to burn and deal a common card for {street}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 1 burn card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {burns} burn cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{burns} and the last stub card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{burns} together with the muck (the burn cards alone are fewer than two)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer shuffles {burns} into a new stub of {size}, then burns one and deals the common card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the reshuffle the dealer deals one common card face up in the centre; it plays as {street} in every remaining hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{live} seats are still in the hand, so dealing one each needs {needed} cards with the burn; only 1 was left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{live} seats are still in the hand, so dealing one each needs {needed} cards with the burn; only {left} were left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer deals one common card face up in the centre, and it plays as {street} in every remaining hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deal starts with seat {seat}, the first seat to the dealer&apos;s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new round starts again at seat {seat}, the first seat to the dealer&apos;s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} is next clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first deal goes one card at a time, clockwise from the dealer&apos;s left, {rounds} rounds in all; this is round {round} ({face}) and {where}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} is the first seat still in the hand to the dealer&apos;s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} is the next seat clockwise still in the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the burn, {street} goes {face} to every seat still in the hand (folded seats are skipped, all-in seats are dealt), starting at the dealer&apos;s left: {where}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The house takes {percent}% of the {contested} chips contested ({share}, rounded down), capped at {cap}: {rake} chips, from the main pot before it is split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The house takes {percent}% of the {contested} chips contested ({share}, rounded down): {rake} chips, from the main pot before it is split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {returned} uncalled chips are returned, not raked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half to the best high hand, {high_hand} ({high_seats}), half to the best low, {low_hand} ({low_seats}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand makes a low of five different ranks, eight or lower, so the whole pot goes to the best high hand, {hand} ({seats}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seats} wins with the best low, {hand}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats {seats} win with the best low, {hand}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seats} wins with the best high hand, {hand}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats {seats} win with the best high hand, {hand}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pot of {amount} does not divide in two, so the high half takes the odd chip: {high} high, {low} low.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clockwise from the dealer&apos;s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the lowest card of each low, suit breaking rank ties ({cards})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the highest card of each hand, suit breaking rank ties ({cards})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {part} of {amount} does not divide evenly among seats {seats}; the 1 odd chip goes {how}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {part} of {amount} does not divide evenly among seats {seats}; the {extra} odd chips go {how}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The main pot of {amount} is played for by seats {seats}, the seats that put in all of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side pot of {amount} is played for by seats {seats}, the seats that put in all of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody called the last {returned} seat {seat} put in: the uncalled {returned} goes back to seat {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} is the only seat left in the last {amount}: the uncalled {returned} goes back to it, and the other {rest}, put in by seats that folded, is its too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} is the only seat left in the main pot of {amount}: the other seats that put chips in it folded, so it takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} is the only seat left in the side pot of {amount}: the other seats that put chips in it folded, so it takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every other seat folded, so seat {seat} wins the pot of {total} at once, with no showdown (less the {rake}-chip rake).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every other seat folded, so seat {seat} wins the pot of {total} at once, with no showdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In {game} under these rules the lowest up card, aces high; a rank tie goes to the lowest suit. Suits rank spades, hearts, diamonds, clubs from the top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In {game} under these rules the highest up card, aces low (the king is highest); a rank tie goes to the highest suit. Suits rank spades, hearts, diamonds, clubs from the top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With fewer than five up cards only pairs count (no straights or flushes); common cards count for everyone; equal boards go to the seat closest to the dealer&apos;s left; an all-in seat passes to the next seat that can act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best low hand showing acts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best high hand showing acts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before each street after the first the dealer burns one card, then deals one card to each seat still in the hand from the dealer&apos;s left. If the stub cannot cover every seat plus the burn, a common card is dealt instead; with one card or none left, the burn cards are shuffled into a new stub first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the seats still in the hand, add one for the burn, and compare with the cards left in the stub.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle each pot on its own among the seats that paid into all of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half to the best high, half to the best low (if a low qualifies); an odd chip goes to the high half.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied hands share; odd chips follow the rule set&apos;s odd-chip rule; the rake comes off the main pot first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied hands share; odd chips follow the rule set&apos;s odd-chip rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{live} seats are still in the hand, so dealing {street} one each takes {needed} cards with the burn; the stub holds {stub}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is enough: burn one and deal every seat its own card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is too few: burn one and deal one common card face up in the centre, which plays in every hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 1 card left there is not even a burn and a common card: shuffle the burn cards (with the last stub card) into a new stub, then burn and deal the common card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {stub} cards left there is not even a burn and a common card: shuffle the burn cards (with the last stub card) into a new stub, then burn and deal the common card.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rulebook</name>
    <message>
        <source>one</source>
        <extracomment>The topic&apos;s title, as a template the GUI translates. Where the rule comes from: ``PA §637a.10(d)(1)``, ``House rules (cardroom)``, ``Online room rules``, ``Standard poker procedure``, or any of these followed by the reading the trainer takes (``…; house reading: …``). Two to six sentences in plain words, with a small example where it helps. The drill and hard case whose hand shows the rule on the table (&quot;Show me&quot;). How the rule sets are named to a trainee.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Pennsylvania rules allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cardroom allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The online room allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} at most {count} players at a table of this game, and a hand needs at least two. The house dealer shuffles, deals and runs the pot but never plays a hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine players can need more cards than a deck holds, which is why the common-card rule exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five-card Stud allows one seat fewer than the seven-card games under the Pennsylvania rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before any card is dealt, every player taking part puts in the ante. The amount belongs to the table&apos;s stakes and is posted at the table, together with the bring-in and the two bet sizes. A seat whose stack cannot cover the ante is not dealt in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Antes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five rounds: four cards face down, then one face up, so each seat holds five cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two rounds: one card face down (the hole card), then one face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three rounds: two cards face down, then one face up (the door card), which makes third street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer deals {rounds}. Each round starts with the first seat to the dealer&apos;s left and goes clockwise one card at a time, and no card is burned before it. Example: with the dealer before seat 1 and seats 2, 5 and 7 playing, the cards go to seats 2, 5, 7, then back to seat 2 for the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After looking at the five cards, every player throws away two of the four face-down cards, keeping two down and the up card, as in ordinary seven-card stud. Each seat discards exactly once, in any order, and the bring-in waits until all have done so. The discards go to the muck, not onto the burn cards: keep the two piles apart, because only the burn cards are reshuffled if the deck runs short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super Seven: the discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That seat must put in the bring-in, a forced bet below the small bet, or may complete it to a full small bet instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once every seat has discarded, compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the first deal, compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{after} the up cards: in Stud Low the highest one brings in, since it is the worst start for a low. Aces count low here, so the king is the highest card and an ace never brings in; a rank tie goes to the higher suit. Example: K♣, Q♠ and A♥ showing: the K♣ brings in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{after} the up cards: under the Pennsylvania rule for High-low Split the highest one brings in, and the ace counts below the two, so the king is the highest card. A rank tie goes to the higher suit. Example: K♦, 7♠ and A♣ showing: the K♦ brings in, and the A♣ counts as the lowest card. Careful: the cardroom and online rooms use the lowest card, ace high, instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{after} the up cards: this rule set treats High-low Split like Stud High, so the lowest up card brings in, aces counting high, and a rank tie goes to the lower suit. Example: K♦, 7♠ and A♣ showing: the 7♠ brings in. Careful: under the Pennsylvania rule, §637a.10(d)(3), the highest card (ace low) brings in instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{after} the up cards: the lowest one brings in, and the ace counts as the highest card here, even though it is the best card for a low. A rank tie goes to the lower suit. Example: A♠, 2♣ and 8♥ showing: the 2♣ brings in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{after} the up cards: the lowest one brings in, with aces counting high. A rank tie goes to the lower suit. Example: 3♥, 9♣ and A♠ showing: the 3♥ brings in, because the ace is the highest card, not the lowest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who brings in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the lowest card brings in, the lowest suit of the tied rank does. Example: 4♣ against 4♦: clubs rank lowest, so 4♣ brings in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the highest card brings in, the highest suit of the tied rank does. Example: K♠ against K♥: spades rank highest, so K♠ brings in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suits break a rank tie between up cards for the bring-in; from the top they rank spades, hearts, diamonds, clubs. {which} Suits never decide who acts first on later streets, and never who wins a pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring-in: equal ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>third</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the bring-in is in, the action moves clockwise from the seat on its left. While only the bring-in stands, each player may fold, call it, or complete to a full small bet; after a completion the next players may raise. If everyone only calls the bring-in, the round is over: the bring-in seat gets no option to raise. Example: with a 1-chip bring-in and 4/8 limits, {street} street is completed to 4 and raised to 8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first betting round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second and third street use the small bet; fourth and fifth street use the big bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a raise on third street is 4 chips and on fourth street 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third and fourth street use the small bet; fifth, sixth and seventh street use the big bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a raise on fourth street is 4 chips and on fifth street 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games are played fixed limit: every bet and raise on a street is the same size. {streets}. Example at 4/8: {example}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One exception, the open pair on fourth street, has its own topic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This rule set has no open-pair option: fourth street is always the small bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On fourth street, if any player&apos;s two up cards are a pair, the player who opens the betting may bet the big bet instead of the small one. Once a big bet is made on that street, every raise after it is a big bet too. Example at 4/8: seat 3 shows 9♠ 9♦, so whoever opens may bet 8 instead of 4. The option exists only on fourth street and only in Stud High.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open pair on fourth street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each betting round allows one bet and {count} raises; after the last raise the others may only call or fold. On the first round the completion is the bet, while the bring-in does not count (unless it is already a full small bet). The cap holds even when only two players are left. Example: bet, raise, re-raise, cap, and then only calls or folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The raise cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fourth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From {street} street on, the first player may check or bet. Play goes clockwise: until someone bets, each player may check; after a bet, each may fold, call or raise. Check-raise is allowed: a player who checked may raise when the action returns. The round ends once everyone who can still act has acted since the last bet or raise and matched it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking, betting, check-raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>third street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fourth and fifth street go face up the same way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fourth street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fifth and sixth street go face up the same way, seventh street face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the first betting round the dealer burns one card and deals {first} face up, starting with the first seat still in the hand to the dealer&apos;s left, not with the bring-in or the best hand. Folded seats are skipped; a seat that is all-in still receives every card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing the later streets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before every street after the first deal the dealer burns the top card face down, {count} burns in a hand that goes the distance. There is no burn before the first deal. Keep the burn cards in their own pile, apart from the folded hands, so the deck can be counted if a problem arises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before every street after the first deal the dealer burns the top card face down, {count} burns in a hand that goes the distance, and a common card is burned for too. There is no burn before the first deal. Keep the burn cards in their own pile, apart from the muck: they are the cards reshuffled if the deck ever runs short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From fourth street on, the best low hand showing bets or checks first, not the bring-in. Only the up cards count, aces low, and any pair is a bad low. Example: seat 2 shows 7♠ 3♦ and seat 5 shows A♣ 9♥: compare the highest cards first; 7 is lower than 9, so seat 2 acts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From {street} street on, the best high hand showing bets or checks first, not the bring-in. Only the up cards count. Example: seat 2 shows K♠ 7♦ and seat 5 shows 4♣ 4♥: a pair of fours beats king-high, so seat 5 acts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In high-low games the showing hands are ranked as high hands only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who acts first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With fewer than five up cards only pairs and sets count, and the fewer the better: no pair beats one pair, which beats two pair. Within a class the lower pair wins, then compare the cards from the highest down, aces low; straights and flushes do not count. Example: 8♠ 5♦ 3♣ A♥ beats 8♥ 6♣ 2♦ A♠, because after the eights the 5 is lower than the 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With fewer than five up cards only pairs and sets count: four of a kind, three of a kind, two pair, one pair, then high card. Straights and flushes do not count, suits break no ties, and the ace is high. Example: 5♥ 6♥ 7♥ 8♥ showing is just eight-high, so Q♣ Q♦ 2♠ 3♠ beats it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a common card gives every hand five showing cards, they are ranked as full five-card hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking the showing hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When two or more seats show equally good hands, the one closest to the dealer&apos;s left acts first; suits do not break this tie. Example: seats 3 and 7 both show a pair of jacks with a 9. With the dealer before seat 1, seat 3 acts first; with the first seat to the dealer&apos;s left at seat 5, it is seat 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who acts first: equal hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the seat with the best showing hand is all-in, it cannot bet, so the first seat clockwise after it that can still act opens the betting. If fewer than two seats can still act, there is no betting round: the dealer deals the remaining streets and goes to the showdown. The rule texts are silent here; this is the house&apos;s reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who acts first: an all-in seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: seven players reach seventh street; 42 cards dealt and 3 burned leave 7, one short of a burn and seven cards, so the dealer burns and deals a common card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: nine players are dealt five cards each, which leaves 7 in the stub (discards never come back), short of a burn and nine cards, so fourth street is already a common card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before each street, count the seats still in the hand and add one for the burn. If the stub holds that many cards, burn one and deal each seat its own card; if not, and at least two cards remain, burn one and deal a single common card face up in the centre, which is that street&apos;s card for every hand. {example} The house applies this on any street that runs short, not only the sixth and seventh the rule names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The common card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A common card is an up card of every hand still in, so it joins each showing hand when you decide who acts first. Example: the common card is the 9♦ and seat 4 shows 9♣ among its up cards: seat 4 now shows a pair of nines, and so does anyone else with a nine showing. The rule texts only say the common card is followed by a normal betting round; counting it as showing is the house&apos;s reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common cards in the showing hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: with eight players, fifth street is a common card that leaves one card; for sixth street it joins the two burn cards, the three are shuffled, one is burned and the next is the common card. Should the burn cards ever be fewer than two, the muck (discards and folded hands) is shuffled in too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: eight players reach seventh street with one card left: it joins the three burn cards, the four are shuffled, one is burned and the next is the common card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If only one card or none is left when a common card is needed, the dealer cannot burn and deal. The last card, if any, goes onto the burn cards, those are shuffled into a new stub, and then the dealer burns one and deals the common card from it. {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding the last card is the house&apos;s reading of the rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reshuffling the burn cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five-card Stud is played for high only, and each hand is exactly its five cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player makes the best five-card hand from the seven cards held, plus any common card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard poker ranking applies; the ace is high, or low in the 5-4-3-2-A straight. Suits never rank hands, so equal hands share the pot. Example: K♠ K♦ 8♣ 8♥ 3♠ beats K♥ K♣ 7♠ 7♦ A♠, because eights beat sevens before any kicker counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best five-card low wins the whole pot. Aces are low, pairs spoil a low, and straights and flushes do not count against it, so 5-4-3-2-A is the best hand. Compare from the highest card down: 7-5-4-3-2 beats 8-4-3-2-A, because 7 is lower than 8. Equal lows share the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The showdown: best low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the best low, if any hand qualifies (see eight or better); with no qualifying low the best high takes everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the best ace-to-five low; there is no qualifier in this game, so any five different ranks make a low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pot is cut in half: one half to the best high hand, the other to {low}. One player can win both halves. Example: a 40-chip pot with a flush for high and 7-5-3-2-A for low pays 20 and 20, or all 40 if one player holds both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splitting high and low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A low counts only if it has five different ranks, none higher than eight, aces counting low. Example: 8-6-4-2-A qualifies, while 9-4-3-2-A does not. If no hand qualifies, the best high hand wins the whole pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight or better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may use any five cards for high and any five for low, and the same five may serve for both. An ace plays high and low at the same time. Example: A♠ 2♦ 3♣ 4♥ 5♠ is a five-high straight for high and the best possible low. Likewise A♣ 2♣ 4♣ 6♣ 8♣ is a flush for high and an eight-low.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces and cards both ways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a pot does not divide evenly into a high and a low half, the high half takes the odd chip. Example: a 25-chip pot pays 13 to the high and 12 to the low. Each half is then shared among any tied hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd chip between the halves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a high half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When tied high hands cannot share {what} evenly, the leftover chip goes to the hand holding the highest card, suit breaking a rank tie (spades, hearts, diamonds, clubs). With more leftover chips, one each in that order. In a 5-4-3-2-A straight the ace counts as the low card. Example: two king-high straights share 13 chips; the one with the K♠ gets 7 and the K♦ gets 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Five-card Stud section has no odd-chip rule, so the trainer uses the seven-card one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd chips: tied high hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the low half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When tied lows cannot share {what} evenly, the leftover chip goes to the low holding the lowest card, aces low, suit breaking a rank tie with clubs lowest. Example: two 7-5-4-3-A lows share 9 chips, one with the A♣ and one with the A♥; the A♣ is lower, so it gets 5. Taking the lowest card of each low is how Robert&apos;s Rules of Poker words it (&quot;lowest card by suit&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd chips: tied low hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied winners share equally, and the chips left over go one each to the tied players in clockwise order from the dealer&apos;s left. Cards and suits play no part. Example: with the dealer before seat 1, seats 2 and 6 tie for 15 chips: seat 2 gets 8 and seat 6 gets 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In high-low games this is done separately for each half.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd chips: tied hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who is all-in for less can win only what they matched. The main pot holds what every player still in put in up to the all-in amount; the rest forms a side pot for the players who paid it in full. Folded players&apos; chips stay in the pots, but they win nothing. Example: A is all-in for 20 while B and C put in 50 each: the main pot of 60 is for A, B and C, the side pot of 60 for B and C only. Each pot is settled on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The part of a bet or raise that nobody matches goes back to the player who made it. Example: B bets 8 and C, all-in, can only call 5: 3 chips go back to B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Returned chips were never contested, so they are not raked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncalled bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If every other player folds, the last player wins all the chips at once, without a showdown, and need not show any cards. Deal no more cards; the hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rake is still taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The house takes {percent}% of the chips contested in the hand, rounded down, but never more than {cap} chips. It comes off the main pot before the pot is split, also when everyone else folds. Example: a {small}-chip pot is raked {small_rake}; a {big}-chip pot would give {big_rake}, so the cap of {cap} applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a suit tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with equal showing hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a common card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a reshuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with an odd chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand where no low qualifies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with side pots</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SplitPotEditor</name>
    <message>
        <source>Rake</source>
        <translation type="unfinished">Rake</translation>
    </message>
    <message>
        <source>Rake taken: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check my split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation type="unfinished">Bote principal</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation type="unfinished">Bote lateral {number}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation type="unfinished">Asiento {seat}</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} too many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unassigned: {pots}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <source>Hand title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Suit tie for the bring-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand &amp;title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House dealer (no button)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation type="unfinished">Asiento {seat}</translation>
    </message>
    <message>
        <source>The dealer&apos;s left is the next occupied seat after the button; with a house dealer, the lowest-numbered seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stakes (chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation type="unfinished">Bring-in</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats and stacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack of seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer&apos;s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brings in</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>brings in {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completes {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bets {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raises {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} · {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poker table</source>
        <extracomment>The kinds of mark the table draws (the drills&apos; words for them). The table&apos;s palettes (kept here for the tests and callers that read them from the view&apos;s module). The colour of each kind of mark.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table as the dealer sees it. Press a seat&apos;s number to choose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The house dealer</source>
        <extracomment>Each seat&apos;s plate (or, for an empty seat, its faint number). The &quot;stub&quot;, &quot;burn&quot;, &quot;common&quot; and &quot;muck&quot; spots. The cards that can be dealt, by :data:`CardKey`. A seat&apos;s cards and its &quot;down&quot; frame. Where the stub&apos;s top card lies.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} — click or press {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} — click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} — empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} is to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEALER&apos;S LEFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first seat to the dealer&apos;s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat}: {card} up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat}: {card} down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole cards: face down on the table, shown here for the trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} has put in {amount} this street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muck {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muck: {count} card — click to choose the muck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muck: {count} cards — click to choose the muck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stub {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stub: {count} card — click to choose the stub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stub: {count} cards — click to choose the stub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn: {count} card — click to choose the burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn: {count} cards — click to choose the burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common card: dealt face up for everyone when the stub runs short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common card {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMMON CARDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMMON CARD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ordinal} street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put in {amount} this street</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <source>Open Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stud hands (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} has no hands yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} — Dealer Trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Present a Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer Key for a Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the answer key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: no answer key was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worksheet saved: {path} ({pages} pages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer key saved: {path} ({pages} pages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An exam is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the exam before opening a hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: deal the hand on the table. File ▸ Show the Hand&apos;s Walk-through tells every move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk-through — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk-through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand walk-through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>Off</source>
        <extracomment>Dealing animation speeds: label -&gt; milliseconds per card (0 = no animation). The labels are marked for the translator and translated where shown.</extracomment>
        <translation>Sin animación</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>&amp;Ejercicio</translation>
    </message>
    <message>
        <source>{drill} ({keys})</source>
        <translation>{drill} ({keys})</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Respuesta</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Dealing &amp;Speed</source>
        <translation>&amp;Velocidad del reparto</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>A&amp;prender</translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation>Re&amp;gistros</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Open &amp;Log Folder</source>
        <translation>Abrir la carpeta del &amp;registro</translation>
    </message>
    <message>
        <source>Show the folder of the app&apos;s log, to send with a problem report</source>
        <translation>Mostrar la carpeta del registro de la aplicación, para enviarlo con un informe de problema</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>Idioma del &amp;sistema</translation>
    </message>
    <message>
        <source>{language} (partly translated)</source>
        <translation>{language} (traducción parcial)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Dealer Trainer will speak {language} the next time it starts.</source>
        <translation>Dealer Trainer hablará {language} la próxima vez que se inicie.</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple Pack</source>
        <translation>Abrir un paquete de &amp;ejemplo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Show the Hand&apos;s &amp;Walk-through</source>
        <translation>Ver el recorrido de la ma&amp;no</translation>
    </message>
    <message>
        <source>Every move of the opened hand, in words, beside the table</source>
        <translation>Cada jugada de la mano abierta, en palabras, junto a la mesa</translation>
    </message>
    <message>
        <source>Work through the sample pack “{title}”</source>
        <translation>Trabajar el paquete de ejemplo «{title}»</translation>
    </message>
    <message>
        <source>No sample packs were installed</source>
        <translation>No se instalaron paquetes de ejemplo</translation>
    </message>
    <message>
        <source>Finish the exam first, then choose a drill.</source>
        <translation>Termina primero el examen y luego elige un ejercicio.</translation>
    </message>
    <message>
        <source>About Dealer Trainer</source>
        <translation>Acerca de Dealer Trainer</translation>
    </message>
    <message>
        <source>Dealer Trainer {version}
Teaches poker dealers the procedures of stud games.</source>
        <translation>Dealer Trainer {version}
Enseña a los crupieres de póquer los procedimientos de los juegos de stud.</translation>
    </message>
</context>
<context>
    <name>WindowRecords</name>
    <message>
        <source>Your records cannot be opened</source>
        <extracomment>How long an open progress view waits after an answer before redrawing (a burst of answers redraws it once).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore the newest backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practise without keeping answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup cannot be restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The backup was restored, with %n answer(s) saved from the damaged file; the damaged file is kept as {path}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Answers are not being kept this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trainee cannot be added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n damaged answer(s) in your records were skipped.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This hand cannot be dealt again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export My Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} answers exported to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose who is practising first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>answerkey</name>
    <message>
        <source>The pack&apos;s expected answer does not fit this question; the right answer by the rules is shown.</source>
        <extracomment>``progress(done, total, label)``: how far the key has got. It may raise to stop the work (the GUI&apos;s Cancel), which then leaves no file behind. The gaps of the layout, in millimetres (the margins and footer are :mod:`.printing`&apos;s). Point size of a hand&apos;s heading. How far a section is shrunk at most: the pictures first, then the text. Lines to write the reasons on, under each question of a worksheet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack expects {given}; the right answer by the rules is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game}, {rules}, {count} seats ({seats}), dealer&apos;s left seat {left}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number}. {title} — {details}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number}. {details}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by {author}</source>
        <extracomment>Set by fitting: the scale of the pictures and of the text. Pictures side by side: 1, or 2 for a hand with several questions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hands} hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hands} hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructor&apos;s answer key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q{number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished">Pregunta</translation>
    </message>
    <message>
        <source>{ordinal} street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{short} · {drill}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructor&apos;s note.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} — {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out the answers: hand {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the answer key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying out hand {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt could not open the page for painting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing page {page} of {pages}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>The computer ran out of memory.</source>
        <extracomment>Where faulthandler writes a hard crash&apos;s stacks. A file of its own: it holds the descriptor open for the whole run, which on Windows would stop the rotating log from being renamed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer Trainer was not allowed to read or write a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file could not be read or written ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something was nested too deeply to work through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong inside Dealer Trainer: a fault in the app, not in anything you did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was lost: your answers are saved as you give them. You can carry on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details are in the log: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This happened {count} times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Log Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log folder is {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>exampdf</name>
    <message>
        <source>cannot write the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation type="unfinished">Alumno</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished">Puntuación</translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam report · Dealer Trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill</source>
        <translation type="unfinished">Ejercicio</translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished">Correcto</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} — {trainee}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} · {verdict}, {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt could not open the PDF for writing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>examreport</name>
    <message>
        <source>exam-report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>examtext</name>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (limit {limit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — the time ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{started}, {took}{limit}{ran_out}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{right} of {total} right ({score}); pass mark {mark}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{right} of {total} right ({score})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(pass mark {mark})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT PASSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished">aprobado</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation type="unfinished">no aprobado</translation>
    </message>
    <message>
        <source>Answers to review ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{drill} · {game} · {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: every answer was right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not answered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>keydialog</name>
    <message>
        <source>Saving the worksheet</source>
        <extracomment>The papers offered: A4 and US Letter. The keys being saved now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the answer key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>operations</name>
    <message>
        <source>Cancel</source>
        <extracomment>How long a job may run before its progress dialog appears: a quick job never flashes a dialog. Jobs still running, kept alive until they end (a QThread collected while running aborts the process).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ordinal</name>
    <message>
        <source>{n}st</source>
        <extracomment>A card&apos;s key in :attr:`TablePicture.card_items`: ``(&quot;seat&quot;, 3, &quot;Th&quot;)``, ``(&quot;common&quot;, 0, &quot;As&quot;)`` or ``(&quot;burn&quot;, 0, &quot;top&quot;)``.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>packfiles</name>
    <message>
        <source>Training packs (*.studpack *.json)</source>
        <extracomment>The suffix a new pack is saved with. The QSettings key of the recent packs (a list of absolute paths, newest first). A sample pack is a few kilobytes; a title is read from no more than this.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent packs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>printing</name>
    <message>
        <source>Page {page} of {pages}</source>
        <extracomment>Page margins and the footer&apos;s height, in millimetres. Point sizes of the printed text. Dots per inch of a PDF. Territories whose paper is US Letter (the rest of the world uses A4). The papers by the names the command line takes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>Seven-card Stud High</source>
        <translation>Seven-card Stud alta</translation>
    </message>
    <message>
        <source>Seven-card Stud Low</source>
        <translation>Seven-card Stud baja</translation>
    </message>
    <message>
        <source>Seven-card Stud High-low Split</source>
        <translation>Seven-card Stud alta-baja dividida</translation>
    </message>
    <message>
        <source>Seven-card Stud High-low Split Eight or Better</source>
        <translation>Seven-card Stud alta-baja dividida, ocho o mejor</translation>
    </message>
    <message>
        <source>Super Seven-card Stud High-low Split Eight or Better</source>
        <translation>Super Seven-card Stud alta-baja dividida, ocho o mejor</translation>
    </message>
    <message>
        <source>Five-card Stud</source>
        <translation>Five-card Stud</translation>
    </message>
    <message>
        <source>Stud High</source>
        <translation>Stud alta</translation>
    </message>
    <message>
        <source>Stud Low (Razz)</source>
        <translation>Stud baja (Razz)</translation>
    </message>
    <message>
        <source>Hi-Lo Split</source>
        <translation>Hi-Lo dividida</translation>
    </message>
    <message>
        <source>Hi-Lo 8 or Better</source>
        <translation>Hi-Lo 8 o mejor</translation>
    </message>
    <message>
        <source>Super Seven Hi-Lo 8</source>
        <translation>Super Seven Hi-Lo 8</translation>
    </message>
    <message>
        <source>Pennsylvania</source>
        <translation>Pensilvania</translation>
    </message>
    <message>
        <source>Cardroom house rules</source>
        <translation>Reglas de la casa (sala de juego)</translation>
    </message>
    <message>
        <source>Online room</source>
        <translation>Sala en línea</translation>
    </message>
    <message>
        <source>Cardroom</source>
        <translation>Sala de juego</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>En línea</translation>
    </message>
    <message>
        <source>Pennsylvania rules</source>
        <translation>Reglas de Pensilvania</translation>
    </message>
    <message>
        <source>House rules (cardroom)</source>
        <translation>Reglas de la casa (sala de juego)</translation>
    </message>
    <message>
        <source>Online room rules</source>
        <translation>Reglas de sala en línea</translation>
    </message>
    <message>
        <source>Who brings in?</source>
        <translation>¿Quién hace el bring-in?</translation>
    </message>
    <message>
        <source>Who acts first?</source>
        <translation>¿Quién actúa primero?</translation>
    </message>
    <message>
        <source>What does the dealer do next?</source>
        <translation>¿Qué hace ahora el crupier?</translation>
    </message>
    <message>
        <source>Is a common card needed?</source>
        <translation>¿Hace falta una carta comunitaria?</translation>
    </message>
    <message>
        <source>Split the pot</source>
        <translation>Repartir el bote</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>First to act</source>
        <translation>Primero en actuar</translation>
    </message>
    <message>
        <source>Dealer&apos;s next move</source>
        <translation>Siguiente jugada del crupier</translation>
    </message>
    <message>
        <source>Common card</source>
        <translation>Carta comunitaria</translation>
    </message>
    <message>
        <source>Split pot</source>
        <translation>Bote dividido</translation>
    </message>
    <message>
        <source>deal a card</source>
        <translation>repartir una carta</translation>
    </message>
    <message>
        <source>deal to seat {seat}</source>
        <translation>repartir al asiento {seat}</translation>
    </message>
    <message>
        <source>burn a card</source>
        <translation>quemar una carta</translation>
    </message>
    <message>
        <source>deal a common card</source>
        <translation>repartir una carta comunitaria</translation>
    </message>
    <message>
        <source>shuffle the burn cards into a new stub</source>
        <translation>barajar las cartas quemadas para formar un nuevo resto del mazo</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Bring in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Completar</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Apostar</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Igualar</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>{seats} and {last}</source>
        <translation>{seats} y {last}</translation>
    </message>
</context>
</TS>
