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
        <source>&amp;Host a Class Session…</source>
        <translation>&amp;Dirigir una sesión de clase…</translation>
    </message>
    <message>
        <source>Deal a pack to a class: every trainee answers on their own screen, you reveal</source>
        <translation>Repartir un paquete a una clase: cada alumno responde en su pantalla y tú muestras la respuesta</translation>
    </message>
    <message>
        <source>&amp;Join a Class Session…</source>
        <translation>&amp;Unirse a una sesión de clase…</translation>
    </message>
    <message>
        <source>Answer the instructor&apos;s hands on your own table, with the whole class at once</source>
        <translation>Responder las manos del instructor en tu propia mesa, con toda la clase a la vez</translation>
    </message>
    <message>
        <source>Print an &amp;Answer Key…</source>
        <translation>Imprimir &amp;hoja de respuestas…</translation>
    </message>
    <message>
        <source>Print a pack&apos;s answer key, or a worksheet for trainees, or save it as PDF</source>
        <translation>Imprimir la hoja de respuestas de un paquete, o una hoja de ejercicios para los alumnos, o guardarla como PDF</translation>
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
        <source>Chec&amp;k the Answer</source>
        <translation>Comprobar la &amp;respuesta</translation>
    </message>
    <message>
        <source>Check the split, or the chips, seats and hands you entered</source>
        <translation>Comprueba el reparto, o las fichas, asientos y manos que anotaste</translation>
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
        <source>&amp;High-contrast Table</source>
        <translation>Mesa de &amp;alto contraste</translation>
    </message>
    <message>
        <source>A black surround, white lines and text, and bold edges: for low vision and projectors</source>
        <translation>Fondo negro, líneas y texto blancos y bordes marcados: para baja visión y proyectores</translation>
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
        <translation>Referencia de re&amp;glas</translation>
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
        <translation>Asiento que actúa</translation>
    </message>
    <message>
        <source>Click an action to add it to the hand. Only what the rules allow now is enabled; point at a greyed-out action to see why not.</source>
        <translation>Haz clic en una acción para añadirla a la mano. Solo está activo lo que las reglas permiten ahora; apunta a una acción en gris para ver por qué no.</translation>
    </message>
    <message>
        <source>Bet (big)</source>
        <translation>Apostar (grande)</translation>
    </message>
    <message>
        <source>Discard two down cards</source>
        <translation>Descartar dos cartas tapadas</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Actions so far, in order:</source>
        <translation>Acciones hasta ahora, en orden:</translation>
    </message>
    <message>
        <source>Actions so far</source>
        <translation>Acciones hasta ahora</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Deshacer la última acción</translation>
    </message>
    <message>
        <source>Remove the last action from the hand</source>
        <translation>Quitar la última acción de la mano</translation>
    </message>
    <message>
        <source>seat {seat} wins {chips}</source>
        <translation>el asiento {seat} gana {chips}</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <source>Seat {seat} to act · {street} street · pot {pot}</source>
        <translation>Actúa el asiento {seat} · {street} calle · bote {pot}</translation>
    </message>
    <message>
        <source>The hand is over; no more actions are taken</source>
        <translation>La mano ha terminado; no hay más acciones</translation>
    </message>
    <message>
        <source>Not now: {why}</source>
        <translation>Ahora no: {why}</translation>
    </message>
    <message>
        <source>Bet {amount} (open pair)</source>
        <translation>Apostar {amount} (pareja descubierta)</translation>
    </message>
    <message>
        <source>A seat shows an open pair on fourth street: the opening bet may be the big bet</source>
        <translation>Un asiento muestra una pareja descubierta en cuarta calle: la apuesta inicial puede ser la apuesta grande</translation>
    </message>
    <message>
        <source>Seat {seat} discards two of its down cards</source>
        <translation>El asiento {seat} descarta dos de sus cartas tapadas</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>Descartar {cards}</translation>
    </message>
    <message>
        <source>Pick two cards to discard ({count} picked)</source>
        <translation>Elige dos cartas para descartar ({count} elegidas)</translation>
    </message>
    <message>
        <source>Not yet: {why}</source>
        <translation>Todavía no: {why}</translation>
    </message>
</context>
<context>
    <name>AnswerKeyDialog</name>
    <message>
        <source>Answer Key — {title}</source>
        <extracomment>Emitted with the PDF&apos;s path and its page count once it is saved.</extracomment>
        <translation>Hoja de respuestas — {title}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;{hands} hands, {questions} questions</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;{hands} manos, {questions} preguntas</translation>
    </message>
    <message>
        <source>Answer key for the instructor</source>
        <translation>Hoja de respuestas para el instructor</translation>
    </message>
    <message>
        <source>Every question with its answer, the reasons and your notes</source>
        <translation>Cada pregunta con su respuesta, las razones y tus notas</translation>
    </message>
    <message>
        <source>Worksheet for trainees (no answers)</source>
        <translation>Hoja de ejercicios para alumnos (sin respuestas)</translation>
    </message>
    <message>
        <source>The same pages with the answers left blank and lines to write them on</source>
        <translation>Las mismas páginas con las respuestas en blanco y líneas para escribirlas</translation>
    </message>
    <message>
        <source>Make</source>
        <translation>Crear</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Preview the pages, then print them</source>
        <translation>Ver las páginas antes de imprimirlas</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;Guardar como PDF…</translation>
    </message>
    <message>
        <source>Save the pages as a PDF file</source>
        <translation>Guardar las páginas como archivo PDF</translation>
    </message>
    <message>
        <source>worksheet</source>
        <translation>hoja-de-ejercicios</translation>
    </message>
    <message>
        <source>answer-key</source>
        <translation>hoja-de-respuestas</translation>
    </message>
    <message>
        <source>Print — {title}</source>
        <translation>Imprimir — {title}</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot save the answer key</source>
        <translation>No se puede guardar la hoja de respuestas</translation>
    </message>
</context>
<context>
    <name>AnswerPages</name>
    <message>
        <source>Click a seat on the table, or press its number (1–9).</source>
        <extracomment>What the mixin is mixed into, for the type checker.</extracomment>
        <translation>Haz clic en un asiento de la mesa o pulsa su número (1–9).</translation>
    </message>
    <message>
        <source>Burn a card (B)</source>
        <translation>Quemar una carta (B)</translation>
    </message>
    <message>
        <source>Deal a common card (C)</source>
        <translation>Repartir una carta comunitaria (C)</translation>
    </message>
    <message>
        <source>Shuffle the burn cards (S)</source>
        <translation>Barajar las cartas quemadas (S)</translation>
    </message>
    <message>
        <source>…or click a seat (or press 1–9) to deal it a card.</source>
        <translation>…o haz clic en un asiento (o pulsa 1–9) para darle una carta.</translation>
    </message>
    <message>
        <source>Yes (Y)</source>
        <translation>Sí (Y)</translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation>No (N)</translation>
    </message>
    <message>
        <source>What to do</source>
        <extracomment>What to do while no question can be answered: none on the table yet (or any more), or the hand still being dealt up to the question.</extracomment>
        <translation>Qué hacer</translation>
    </message>
</context>
<context>
    <name>Answers</name>
    <message>
        <source>Who brings in?</source>
        <extracomment>A question, or a class question as the trainee&apos;s app has it before the reveal.</extracomment>
        <translation>¿Quién hace el bring-in?</translation>
    </message>
    <message>
        <source>Who acts first on {street}?</source>
        <translation>¿Quién actúa primero en la {street}?</translation>
    </message>
    <message>
        <source>What does the dealer do next?</source>
        <translation>¿Qué hace ahora el crupier?</translation>
    </message>
    <message>
        <source>Is a common card needed for {street}?</source>
        <translation>¿Hace falta una carta comunitaria en la {street}?</translation>
    </message>
    <message>
        <source>Split the pot: enter the chips each seat receives from each pot.</source>
        <translation>Reparte el bote: anota las fichas que recibe cada asiento de cada bote.</translation>
    </message>
    <message>
        <source>Read the showdown: name each hand still in, then who wins each half of each pot.</source>
        <translation>Lee el showdown: nombra cada mano que sigue en juego y luego quién gana cada mitad de cada bote.</translation>
    </message>
    <message>
        <source>Read the showdown: name each hand still in, then who wins each pot.</source>
        <translation>Lee el showdown: nombra cada mano que sigue en juego y luego quién gana cada bote.</translation>
    </message>
    <message>
        <source>Before {street} is dealt: how many cards are left in the stub, and are they enough to burn one and give every player still in a card?</source>
        <translation>Antes de repartir la {street}: ¿cuántas cartas quedan en el resto del mazo, y alcanzan para quemar una y dar una carta a cada jugador que sigue en la mano?</translation>
    </message>
    <message>
        <source>Spot the error: stop the hand at the mistake, if there is one, and name it.</source>
        <translation>Detecta el error: detén la mano en el error, si lo hay, y di cuál es.</translation>
    </message>
    <message>
        <source>Seat {seat} brings in on {street}: what is the bring-in, and what does a completion make it?</source>
        <translation>El asiento {seat} hace el bring-in en la {street}: ¿de cuánto es el bring-in y a cuánto queda la apuesta si se completa?</translation>
    </message>
    <message>
        <source>Seat {seat} brings in on {street}: what is the bring-in?</source>
        <translation>El asiento {seat} hace el bring-in en la {street}: ¿de cuánto es el bring-in?</translation>
    </message>
    <message>
        <source>Seat {seat} to act on {street}: what does it cost to call, and what can it complete to?</source>
        <translation>Actúa el asiento {seat} en la {street}: ¿cuánto le cuesta igualar y hasta cuánto puede completar?</translation>
    </message>
    <message>
        <source>Seat {seat} to act on {street}: what does it cost to call, and what can it bet or raise to?</source>
        <translation>Actúa el asiento {seat} en la {street}: ¿cuánto le cuesta igualar y hasta cuánto puede apostar o subir?</translation>
    </message>
    <message>
        <source>Seat {seat} to act on {street}: what does it cost to call, and is the betting capped?</source>
        <translation>Actúa el asiento {seat} en la {street}: ¿cuánto le cuesta igualar y están las apuestas al tope?</translation>
    </message>
    <message>
        <source>Seat {seat} to act on {street}: what does it cost to call?</source>
        <translation>Actúa el asiento {seat} en la {street}: ¿cuánto le cuesta igualar?</translation>
    </message>
    <message>
        <source>Seat {seat} puts {chips} in on {street}: what does the dealer announce?</source>
        <translation>El asiento {seat} pone {chips} en la {street}: ¿qué anuncia el crupier?</translation>
    </message>
    <message>
        <source>An open pair shows on {street}: may seat {seat} bet the big bet, what does it cost to call, and what can it bet or raise to?</source>
        <translation>Hay una pareja descubierta en la {street}: ¿puede el asiento {seat} hacer la apuesta grande, cuánto le cuesta igualar y hasta cuánto puede apostar o subir?</translation>
    </message>
    <message>
        <source>After a short all-in, seat {seat} is to act on {street}: is the betting reopened for it, and what does it cost to call?</source>
        <translation>Tras un all-in corto, actúa el asiento {seat} en la {street}: ¿se le reabren las apuestas y cuánto le cuesta igualar?</translation>
    </message>
    <message>
        <source>The hand is over with chips nobody matched: how many go back, and to which seat?</source>
        <translation>La mano terminó con fichas que nadie igualó: ¿cuántas se devuelven y a qué asiento?</translation>
    </message>
    <message>
        <source>Click the seat, or press its number.</source>
        <translation>Haz clic en el asiento o pulsa su número.</translation>
    </message>
    <message>
        <source>Click the burn pile, a seat, the common-card spot, or the stub (to shuffle the burn cards into a new stub).</source>
        <translation>Haz clic en el montón de quemadas, en un asiento, en el lugar de la carta comunitaria o en el resto del mazo (para rebarajar las cartas quemadas en un nuevo resto del mazo).</translation>
    </message>
    <message>
        <source>Answer yes (Y) or no (N), then deal it.</source>
        <translation>Responde sí (Y) o no (N) y luego repártela.</translation>
    </message>
    <message>
        <source>Choose each hand&apos;s name from its list, then click the seats that win. Where no low qualifies, choose “No low” and leave the low half without a winner: the high hand takes the whole pot.</source>
        <translation>Elige el nombre de cada mano en su lista y luego haz clic en los asientos que ganan. Si ninguna baja califica, elige «Sin baja» y deja la mitad baja sin ganador: la mano alta se lleva el bote entero.</translation>
    </message>
    <message>
        <source>Choose each hand&apos;s name from its list, then click the seats that win.</source>
        <translation>Elige el nombre de cada mano en su lista y luego haz clic en los asientos que ganan.</translation>
    </message>
    <message>
        <source>Type the number and answer yes or no.</source>
        <translation>Escribe el número y responde sí o no.</translation>
    </message>
    <message>
        <source>A hand dealt right is let run to its end.</source>
        <translation>Una mano repartida sin errores se deja correr hasta el final.</translation>
    </message>
    <message>
        <source>How much is in the pot, with the bets in front of the seats?</source>
        <translation>¿Cuánto hay en el bote, con las apuestas que están delante de los asientos?</translation>
    </message>
    <message>
        <source>How much is in each pot, who can win it, and what is the rake?</source>
        <translation>¿Cuánto hay en cada bote, quién puede ganarlo y cuál es el rake?</translation>
    </message>
    <message>
        <source>How much is in each pot, and who can win it?</source>
        <translation>¿Cuánto hay en cada bote y quién puede ganarlo?</translation>
    </message>
    <message>
        <source>How much is in the pot, and what is the rake?</source>
        <translation>¿Cuánto hay en el bote y cuál es el rake?</translation>
    </message>
    <message>
        <source>How much is in the pot?</source>
        <translation>¿Cuánto hay en el bote?</translation>
    </message>
    <message>
        <source>How much is this stack?</source>
        <translation>¿Cuánto vale esta pila?</translation>
    </message>
    <message>
        <source>Cut this pot in two: how much is each half, how many chips are left over, and who gets the odd chip?</source>
        <translation>Corta este bote en dos: ¿cuánto es cada mitad, cuántas fichas sobran y quién se lleva la ficha sobrante?</translation>
    </message>
    <message>
        <source>Cut this pot in two: how much is each half, and how many chips are left over?</source>
        <translation>Corta este bote en dos: ¿cuánto es cada mitad y cuántas fichas sobran?</translation>
    </message>
    <message>
        <source>Type the amounts and click the seats that can win each pot.</source>
        <translation>Escribe las cantidades y haz clic en los asientos que pueden ganar cada bote.</translation>
    </message>
    <message>
        <source>Type the amounts and click the seat.</source>
        <translation>Escribe las cantidades y haz clic en el asiento.</translation>
    </message>
    <message>
        <source>Type the amounts.</source>
        <translation>Escribe las cantidades.</translation>
    </message>
    <message>
        <source>Type the amount.</source>
        <translation>Escribe la cantidad.</translation>
    </message>
    <message>
        <source>{sentence} {instructions}</source>
        <translation>{sentence} {instructions}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>asiento {seat}</translation>
    </message>
    <message>
        <source>yes, a common card</source>
        <translation>una carta comunitaria (sí)</translation>
    </message>
    <message>
        <source>no, one card to each seat</source>
        <translation>una carta a cada asiento (no)</translation>
    </message>
    <message>
        <source>pot</source>
        <translation>bote</translation>
    </message>
    <message>
        <source>main pot</source>
        <translation>bote principal</translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <translation>bote lateral {number}</translation>
    </message>
    <message>
        <source>{pot}: {shares}</source>
        <translation>{pot}: {shares}</translation>
    </message>
    <message>
        <source>seat {seat} {chips}</source>
        <translation>asiento {seat} {chips}</translation>
    </message>
    <message>
        <source>nothing left after the rake</source>
        <translation>no queda nada tras el rake</translation>
    </message>
    <message>
        <source>{split} (after a rake of {rake})</source>
        <translation>{split} (tras un rake de {rake})</translation>
    </message>
    <message>
        <source>nothing: the dealing is done</source>
        <translation>nada: el reparto ha terminado</translation>
    </message>
    <message>
        <source>no chips given</source>
        <translation>ninguna ficha repartida</translation>
    </message>
    <message>
        <source>{split} (rake {rake})</source>
        <translation>{split} (rake {rake})</translation>
    </message>
    <message>
        <source>The rake is {right} (you took {taken}).</source>
        <translation>El rake es {right} (tomaste {taken}).</translation>
    </message>
    <message>
        <source>seat {seat} gets {right}</source>
        <translation>el asiento {seat} recibe {right}</translation>
    </message>
    <message>
        <source>seat {seat} gets {right} (you gave {given})</source>
        <translation>el asiento {seat} recibe {right} (diste {given})</translation>
    </message>
    <message>
        <source>In the pot, {shares}.</source>
        <translation>En el bote, {shares}.</translation>
    </message>
    <message>
        <source>In the main pot, {shares}.</source>
        <translation>En el bote principal, {shares}.</translation>
    </message>
    <message>
        <source>In side pot {number}, {shares}.</source>
        <translation>En el bote lateral {number}, {shares}.</translation>
    </message>
    <message>
        <source>Score 0 · no answers yet</source>
        <translation>Puntuación 0 · aún no hay respuestas</translation>
    </message>
    <message>
        <source>Score {score} · {right}/{answered} right · streak {streak} (best {best}) · median {seconds} s</source>
        <translation>Puntuación {score} · {right}/{answered} bien · racha {streak} (mejor {best}) · mediana {seconds} s</translation>
    </message>
</context>
<context>
    <name>CLI</name>
    <message>
        <source>1 hand</source>
        <extracomment>The most hands ``pack generate`` makes in one pack. The language of ``--language`` (None: the app&apos;s, found when there is something to say). The language argparse speaks while a parser says something (its help, an error).</extracomment>
        <translation>1 mano</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} manos</translation>
    </message>
    <message>
        <source>1 question</source>
        <translation>1 pregunta</translation>
    </message>
    <message>
        <source>{count} questions</source>
        <translation>{count} preguntas</translation>
    </message>
    <message>
        <source>{file}: {hands}, {questions}, all answers agree with the engine</source>
        <translation>{file}: {hands}, {questions}; todas las respuestas coinciden con el motor</translation>
    </message>
    <message>
        <source>{file}: {error}</source>
        <translation>{file}: {error}</translation>
    </message>
    <message>
        <source>{file}: cannot write it ({reason})</source>
        <translation>{file}: no se puede escribir ({reason})</translation>
    </message>
    <message>
        <source>--count must be from 1 to {most}</source>
        <translation>--count debe ser de 1 a {most}</translation>
    </message>
    <message>
        <source>{file}: 1 hand written</source>
        <translation>{file}: 1 mano escrita</translation>
    </message>
    <message>
        <source>{file}: {count} hands written</source>
        <translation>{file}: {count} manos escritas</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 página</translation>
    </message>
    <message>
        <source>{count} pages</source>
        <translation>{count} páginas</translation>
    </message>
    <message>
        <source>{file}: worksheet for {hands}, {pages}</source>
        <translation>{file}: hoja de trabajo de {hands}, {pages}</translation>
    </message>
    <message>
        <source>{file}: answer key for {hands}, {pages}</source>
        <translation>{file}: hoja de respuestas de {hands}, {pages}</translation>
    </message>
    <message>
        <source>scenario packs: validate, show, generate, answer key</source>
        <translation>paquetes de escenarios: validar, mostrar, generar, hoja de respuestas</translation>
    </message>
    <message>
        <source>Work with scenario packs (.studpack files).</source>
        <translation>Trabaja con paquetes de escenarios (archivos .studpack).</translation>
    </message>
    <message>
        <source>check a pack; list every problem (exit 2 if any)</source>
        <translation>comprueba un paquete y enumera cada problema (sale con 2 si hay alguno)</translation>
    </message>
    <message>
        <source>a readable summary with the engine&apos;s answers and reasons</source>
        <translation>un resumen legible con las respuestas del motor y sus razones</translation>
    </message>
    <message>
        <source>generate a pack of a drill&apos;s hard cases</source>
        <translation>genera un paquete con los casos difíciles de un ejercicio</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>el juego</translation>
    </message>
    <message>
        <source>the rule set (default: pa)</source>
        <translation>el reglamento (por omisión: pa)</translation>
    </message>
    <message>
        <source>the drill whose questions the hands ask</source>
        <translation>el ejercicio cuyas preguntas hacen las manos</translation>
    </message>
    <message>
        <source>the hard case the hands show (default: any)</source>
        <translation>el caso difícil que muestran las manos (por omisión: any)</translation>
    </message>
    <message>
        <source>how many hands (1 to 1000; default: 10)</source>
        <translation>cuántas manos (de 1 a 1000; por omisión: 10)</translation>
    </message>
    <message>
        <source>the seed the hands are dealt from</source>
        <translation>la semilla con la que se reparten las manos</translation>
    </message>
    <message>
        <source>the pack&apos;s title</source>
        <translation>el título del paquete</translation>
    </message>
    <message>
        <source>the pack&apos;s author</source>
        <translation>el autor del paquete</translation>
    </message>
    <message>
        <source>the creation date to record (YYYY-MM-DD)</source>
        <translation>la fecha de creación que se guarda (AAAA-MM-DD)</translation>
    </message>
    <message>
        <source>the pack file to write</source>
        <translation>el archivo de paquete que se escribe</translation>
    </message>
    <message>
        <source>a printable PDF answer key for the instructor</source>
        <translation>una hoja de respuestas en PDF para imprimir, para el instructor</translation>
    </message>
    <message>
        <source>the trainees&apos; worksheet: the same pages without the answers, with lines to write them on</source>
        <translation>la hoja de trabajo de los alumnos: las mismas páginas sin las respuestas, con líneas para escribirlas</translation>
    </message>
    <message>
        <source>the paper size (default: the locale&apos;s, US Letter or A4)</source>
        <translation>el tamaño del papel (por omisión: el de la configuración regional, carta de EE. UU. o A4)</translation>
    </message>
    <message>
        <source>hand histories in PHH (the format PokerKit reads)</source>
        <translation>historiales de manos en PHH (el formato que lee PokerKit)</translation>
    </message>
    <message>
        <source>Convert between stud scenarios and PHH hand histories (seven-card stud, razz, stud eight-or-better).</source>
        <translation>Convierte entre escenarios de stud e historiales de manos PHH (seven-card stud, razz, stud ocho o mejor).</translation>
    </message>
    <message>
        <source>a PHH hand as a stud-scenario/1 file</source>
        <translation>una mano PHH como archivo stud-scenario/1</translation>
    </message>
    <message>
        <source>PHH file, or - for standard input</source>
        <translation>archivo PHH, o - para la entrada estándar</translation>
    </message>
    <message>
        <source>default: standard output</source>
        <translation>por omisión: la salida estándar</translation>
    </message>
    <message>
        <source>a stud scenario as a PHH hand history</source>
        <translation>un escenario de stud como historial de mano PHH</translation>
    </message>
    <message>
        <source>scenario file, or - for standard input</source>
        <translation>archivo de escenario, o - para la entrada estándar</translation>
    </message>
    <message>
        <source>exit status: 0 the session ran to its end (results printed); 2 usage; 3 the pack, or the session to resume, cannot be read or gives no question; 4 the port cannot be opened; 5 nobody joined within --wait seconds; 6 the session&apos;s file cannot be written; 130 interrupted (Ctrl+C): everything received is saved, resume with --resume FILE</source>
        <extracomment>``classroom host``&apos;s and ``classroom bot``&apos;s exit codes, as their --help says them (the same numbers as ``classroom.headless.HostExit`` / ``BotExit``; a test keeps them equal).</extracomment>
        <translation>estado de salida: 0 la sesión llegó a su fin (resultados impresos); 2 uso incorrecto; 3 el paquete, o la sesión que se retoma, no se puede leer o no da ninguna pregunta; 4 no se puede abrir el puerto; 5 nadie se unió en --wait segundos; 6 no se puede escribir el archivo de la sesión; 130 interrumpida (Ctrl+C): todo lo recibido está guardado, retómala con --resume ARCHIVO</translation>
    </message>
    <message>
        <source>exit status: 0 the session ended; 2 usage; 10 no host at the address (for --retry seconds); 11 the host went away and did not come back within --retry seconds; 12 refused: wrong session code; 13 refused: the name is taken; 14 refused for another reason (printed); 130 interrupted</source>
        <translation>estado de salida: 0 la sesión terminó; 2 uso incorrecto; 10 ningún anfitrión en la dirección (durante --retry segundos); 11 el anfitrión se fue y no volvió en --retry segundos; 12 rechazado: código de sesión incorrecto; 13 rechazado: el nombre ya está en uso; 14 rechazado por otro motivo (se imprime); 130 interrumpido</translation>
    </message>
    <message>
        <source>{value} is not a number of seconds</source>
        <translation>{value} no es un número de segundos</translation>
    </message>
    <message>
        <source>give --pack PACK or --resume FILE, not both</source>
        <extracomment>The ports the app&apos;s setup dialog takes (below 1024 a port needs the administrator).</extracomment>
        <translation>indica --pack PAQUETE o --resume ARCHIVO, no los dos</translation>
    </message>
    <message>
        <source>--port: {port} is not a port the window takes ({low} to {high}; or add --headless)</source>
        <translation>--port: {port} no es un puerto que acepte la ventana (de {low} a {high}; o añade --headless)</translation>
    </message>
    <message>
        <source>{option}: from 1 to {most} trainees</source>
        <translation>{option}: de 1 a {most} alumnos</translation>
    </message>
    <message>
        <source>--answer {answer} needs the session&apos;s file (--session-file FILE): a trainee&apos;s app is never sent the answer</source>
        <translation>--answer {answer} necesita el archivo de la sesión (--session-file ARCHIVO): a la aplicación de un alumno nunca se le envía la respuesta</translation>
    </message>
    <message>
        <source>a live class session: the host (with or without a window), and bots</source>
        <translation>una sesión de clase en vivo: el anfitrión (con ventana o sin ella) y bots</translation>
    </message>
    <message>
        <source>run here, without a window: deal on a timer and print the results (without it the app opens with the host&apos;s setup filled in, or --resume&apos;s session in its window; --listen and the options after it are for --headless)</source>
        <translation>funcionar aquí, sin ventana: repartir con un temporizador e imprimir los resultados (sin esta opción se abre la aplicación con la configuración del anfitrión ya rellenada, o la sesión de --resume en su ventana; --listen y las opciones que le siguen son para --headless)</translation>
    </message>
    <message>
        <source>trainees who may join from one network address (default: 4; raise it for a lab whose machines reach the host through one router, or to rehearse with many bots on one machine; with or without --headless)</source>
        <translation>alumnos que pueden unirse desde una misma dirección de red (por defecto: 4; súbelo para un aula cuyos equipos llegan al anfitrión a través de un mismo router, o para ensayar con muchos bots en una sola máquina; con o sin --headless)</translation>
    </message>
    <message>
        <source>the most trainees the session takes (default and most: 200)</source>
        <translation>el máximo de alumnos que admite la sesión (por defecto y como máximo: 200)</translation>
    </message>
    <message>
        <source>how it answers: right, wrong and random need --session-file; guess answers from what its table shows (default: right with --session-file, else guess)</source>
        <translation>cómo responde: right, wrong y random necesitan --session-file; guess responde a partir de lo que muestra su mesa (por defecto: right con --session-file, si no guess)</translation>
    </message>
    <message>
        <source>the session&apos;s file the host printed: the answer key of a rehearsal (a trainee&apos;s app is never sent the answers)</source>
        <translation>el archivo de la sesión que mostró el anfitrión: la hoja de respuestas de un ensayo (a la aplicación de un alumno nunca se le envían las respuestas)</translation>
    </message>
    <message>
        <source>give --pack PACK or --resume FILE (one of them)</source>
        <translation>indica --pack PAQUETE o --resume ARCHIVO (uno de los dos)</translation>
    </message>
    <message>
        <source>--port: {port} is not a port (0 to 65535)</source>
        <translation>--port: {port} no es un puerto (de 0 a 65535)</translation>
    </message>
    <message>
        <source>--expect: at least 1 trainee</source>
        <translation>--expect: al menos 1 alumno</translation>
    </message>
    <message>
        <source>--address: {address} is not HOST:PORT</source>
        <translation>--address: {address} no es ANFITRIÓN:PUERTO</translation>
    </message>
    <message>
        <source>Run a class session from the command line: the host deals a pack&apos;s questions to the trainees who join over the network; a bot is a trainee that answers by itself (to rehearse a class or test the network). See docs/classroom-protocol.md.</source>
        <translation>Lleva una sesión de clase desde la línea de órdenes: el anfitrión reparte las preguntas de un paquete a los alumnos que se unen por la red; un bot es un alumno que responde solo (para ensayar una clase o probar la red). Consulta docs/classroom-protocol.md.</translation>
    </message>
    <message>
        <source>host a session: deal, reveal, print the results</source>
        <translation>dirigir una sesión: repartir, mostrar la respuesta, imprimir los resultados</translation>
    </message>
    <message>
        <source>Host a class session. First lines: &apos;address HOST:PORT&apos; (one per address), &apos;code CODE&apos;, &apos;file PATH&apos;, &apos;title TITLE&apos;; then &apos;joined NAME&apos; / &apos;left NAME&apos;, per question &apos;question N of M dealt&apos; and &apos;question N of M answered A of T right R&apos;; at the end &apos;results T trainees Q questions A answers&apos;, then the results table (the trainees by place, then each question).</source>
        <translation>Dirige una sesión de clase. Primeras líneas (en inglés, para los scripts): &apos;address HOST:PORT&apos; (una por dirección), &apos;code CODE&apos;, &apos;file PATH&apos;, &apos;title TITLE&apos;; luego &apos;joined NAME&apos; / &apos;left NAME&apos;, por pregunta &apos;question N of M dealt&apos; y &apos;question N of M answered A of T right R&apos;; al final &apos;results T trainees Q questions A answers&apos; y la tabla de resultados (los alumnos por puesto, luego cada pregunta).</translation>
    </message>
    <message>
        <source>the pack to deal</source>
        <translation>el paquete que se reparte</translation>
    </message>
    <message>
        <source>go on with the session saved in FILE (after a crash or Ctrl+C)</source>
        <translation>seguir con la sesión guardada en ARCHIVO (tras un fallo o Ctrl+C)</translation>
    </message>
    <message>
        <source>the port to listen on (default: 47810, or the resumed session&apos;s; 0: any free port)</source>
        <translation>el puerto en que escuchar (por omisión: 47810, o el de la sesión retomada; 0: cualquier puerto libre)</translation>
    </message>
    <message>
        <source>the address to listen on (default: every IPv4 address)</source>
        <translation>la dirección en que escuchar (por omisión: todas las direcciones IPv4)</translation>
    </message>
    <message>
        <source>deal the first question when N trainees have joined (default: 1)</source>
        <translation>repartir la primera pregunta cuando se hayan unido N alumnos (por omisión: 1)</translation>
    </message>
    <message>
        <source>after S seconds deal to whoever joined, or stop if nobody did (default: 300)</source>
        <translation>tras S segundos, repartir a quien se haya unido, o parar si nadie lo hizo (por omisión: 300)</translation>
    </message>
    <message>
        <source>seconds to answer each question (default: 30)</source>
        <translation>segundos para responder cada pregunta (por omisión: 30)</translation>
    </message>
    <message>
        <source>seconds between a reveal and the next question (default: 2)</source>
        <translation>segundos entre mostrar una respuesta y la siguiente pregunta (por omisión: 2)</translation>
    </message>
    <message>
        <source>the level the questions are asked at (default: practice)</source>
        <translation>el nivel al que se hacen las preguntas (por omisión: practice)</translation>
    </message>
    <message>
        <source>where to save the session as it goes (default: in the app&apos;s data folder)</source>
        <translation>dónde guardar la sesión sobre la marcha (por omisión: en la carpeta de datos de la aplicación)</translation>
    </message>
    <message>
        <source>send the leaderboard with every reveal</source>
        <translation>enviar la clasificación con cada respuesta mostrada</translation>
    </message>
    <message>
        <source>a trainee that joins a session and answers by itself</source>
        <translation>un alumno que se une a una sesión y responde solo</translation>
    </message>
    <message>
        <source>Join a class session as a trainee that answers every question by itself. It prints one line per event: &apos;joined&apos;, &apos;question N of M&apos;, &apos;received N&apos;, &apos;rejected N REASON&apos;, &apos;revealed N right|wrong points P total T&apos;, &apos;lost&apos;, &apos;ended total T place P of N&apos;.</source>
        <translation>Se une a una sesión de clase como un alumno que responde solo cada pregunta. Imprime una línea por suceso (en inglés, para los scripts): &apos;joined&apos;, &apos;question N of M&apos;, &apos;received N&apos;, &apos;rejected N REASON&apos;, &apos;revealed N right|wrong points P total T&apos;, &apos;lost&apos;, &apos;ended total T place P of N&apos;.</translation>
    </message>
    <message>
        <source>the host&apos;s address, as the host shows it</source>
        <translation>la dirección del anfitrión, tal como la muestra</translation>
    </message>
    <message>
        <source>the session code</source>
        <translation>el código de la sesión</translation>
    </message>
    <message>
        <source>the trainee&apos;s name</source>
        <translation>el nombre del alumno</translation>
    </message>
    <message>
        <source>seconds before each answer (default: 0)</source>
        <translation>segundos antes de cada respuesta (por omisión: 0)</translation>
    </message>
    <message>
        <source>the seed of --answer random (default: from the name)</source>
        <translation>la semilla de --answer random (por omisión: a partir del nombre)</translation>
    </message>
    <message>
        <source>seconds to keep trying to reach the host before giving up (default: 120)</source>
        <translation>segundos que se sigue intentando llegar al anfitrión antes de rendirse (por omisión: 120)</translation>
    </message>
    <message>
        <source>Teaches poker dealers the procedures of stud games. Run without a command to open the app.</source>
        <translation>Enseña a los crupieres de póker los procedimientos de los juegos de stud. Ejecútalo sin comando para abrir la aplicación.</translation>
    </message>
    <message>
        <source>the language of the app and of these messages (en, es; default: the one chosen in View &gt; Language, or the system&apos;s)</source>
        <translation>el idioma de la aplicación y de estos mensajes (en, es; por omisión: el elegido en Ver &gt; Idioma, o el del sistema)</translation>
    </message>
    <message>
        <source>render the window offscreen to a PNG picture and exit</source>
        <translation>dibuja la ventana fuera de pantalla en una imagen PNG y sale</translation>
    </message>
    <message>
        <source>with --screenshot: the drill to show ({drills})</source>
        <translation>con --screenshot: el ejercicio que se muestra ({drills})</translation>
    </message>
    <message>
        <source>with --screenshot: the seed the hand is dealt from</source>
        <translation>con --screenshot: la semilla con la que se reparte la mano</translation>
    </message>
    <message>
        <source>with --screenshot: show the answer and its reasons</source>
        <translation>con --screenshot: muestra la respuesta y sus razones</translation>
    </message>
    <message>
        <source>with --screenshot: deal one of the drill&apos;s hard cases</source>
        <translation>con --screenshot: reparte uno de los casos difíciles del ejercicio</translation>
    </message>
    <message>
        <source>replay a stud scenario and explain every decision</source>
        <translation>reproduce un escenario de stud y explica cada decisión</translation>
    </message>
    <message>
        <source>Replay a stud-scenario/1 file: a walk-through with the rule behind every decision, or the JSON report.</source>
        <translation>Reproduce un archivo stud-scenario/1: un recorrido con la regla detrás de cada decisión, o el informe JSON.</translation>
    </message>
    <message>
        <source>scenario JSON file, or - for standard input</source>
        <translation>archivo JSON del escenario, o - para la entrada estándar</translation>
    </message>
    <message>
        <source>print the JSON report instead</source>
        <translation>imprime en su lugar el informe JSON</translation>
    </message>
    <message>
        <source>print the JSON Schema of the scenario format (--pack: of the pack format)</source>
        <translation>imprime el JSON Schema del formato de escenario (--pack: del formato de paquete)</translation>
    </message>
    <message>
        <source>the pack format&apos;s schema instead</source>
        <translation>en su lugar, el esquema del formato de paquete</translation>
    </message>
    <message>
        <source>--language needs a code: one of {codes}</source>
        <translation>--language necesita un código: uno de {codes}</translation>
    </message>
    <message>
        <source>--language: no language {code}; use one of {codes}</source>
        <translation>--language: no existe el idioma {code}; usa uno de {codes}</translation>
    </message>
    <message>
        <source>--drill: unknown drill {drill}; choose one of {drills}</source>
        <translation>--drill: el ejercicio {drill} no existe; elige uno de {drills}</translation>
    </message>
    <message>
        <source>internal error ({error}); please report it with the input that caused it</source>
        <translation>error interno ({error}); por favor, infórmalo junto con la entrada que lo causó</translation>
    </message>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own words that a user of the commands reads (its usage line, its headings, its errors), marked here so the .ts holds them; argparse asks for them through gettext, which :func:`argparse_words` stands in for.</extracomment>
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>muestra esta ayuda y sale</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>muestra la versión del programa y sale</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>opción no válida: %(value)r (elige entre %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor %(type)s no válido: %(value)r</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>faltan estos argumentos obligatorios: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s podría ser %(matches)s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>no se permite con el argumento %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argumento explícito ignorado: %r</translation>
    </message>
    <message>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>no se puede abrir &apos;%(filename)s&apos;: %(error)s</translation>
    </message>
</context>
<context>
    <name>CardsTab</name>
    <message>
        <source>The deck sets every card. Click a dealt card, then pick its new card below; cards dealt elsewhere are greyed out, and the two cards trade places in the deck. Down cards have a blue face.</source>
        <extracomment>Stub positions offered in the card picker beyond what is dealt.</extracomment>
        <translation>La baraja fija cada carta. Haz clic en una carta repartida y luego elige abajo su nueva carta; las cartas repartidas en otro sitio salen en gris, y las dos cartas cambian de lugar en la baraja. Las cartas tapadas tienen la cara azul.</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cartas repartidas</translation>
    </message>
    <message>
        <source>Shuffle undealt cards</source>
        <translation>Barajar las no repartidas</translation>
    </message>
    <message>
        <source>Shuffle every card not dealt yet; the dealt cards stay</source>
        <translation>Barajar todas las cartas aún no repartidas; las repartidas se quedan</translation>
    </message>
    <message>
        <source>No hand selected.</source>
        <translation>No hay ninguna mano seleccionada.</translation>
    </message>
    <message>
        <source>Next in the stub ({place} from the top): {card}</source>
        <translation>Siguiente en el resto del mazo ({place} desde arriba): {card}</translation>
    </message>
    <message>
        <source>{place}: {card}</source>
        <translation>{place}: {card}</translation>
    </message>
    <message>
        <source> — discarded</source>
        <translation> — descartada</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Asiento {seat}</translation>
    </message>
    <message>
        <source>Burns</source>
        <translation>Quemadas</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Comunitarias</translation>
    </message>
    <message>
        <source>Stub next</source>
        <translation>Próximas</translation>
    </message>
    <message>
        <source>{street} street, face up</source>
        <translation>{street} calle, descubierta</translation>
    </message>
    <message>
        <source>{street} street, face down</source>
        <translation>{street} calle, tapada</translation>
    </message>
    <message>
        <source>Seat {seat} brings in.</source>
        <translation>El asiento {seat} hace el bring-in.</translation>
    </message>
    <message>
        <source>The bring-in is decided after every seat discards.</source>
        <translation>El bring-in se decide cuando todos los asientos han descartado.</translation>
    </message>
    <message>
        <source>Later streets appear here as the actions reach them.</source>
        <translation>Las calles siguientes aparecen aquí cuando las acciones llegan a ellas.</translation>
    </message>
    <message>
        <source> (dealt from the reshuffled stub; set by the reshuffle, not the deck)</source>
        <translation> (repartida del resto del mazo rebarajado; la fija el rebarajado, no la baraja)</translation>
    </message>
    <message>
        <source>Deck position {position}</source>
        <translation>Posición {position} de la baraja</translation>
    </message>
    <message>
        <source>{card}: dealt as {place}</source>
        <translation>{card}: repartida como {place}</translation>
    </message>
    <message>
        <source>{card}: not dealt yet</source>
        <translation>{card}: aún no repartida</translation>
    </message>
    <message>
        <source>Choose a card to change above.</source>
        <translation>Elige arriba una carta para cambiarla.</translation>
    </message>
    <message>
        <source>the stub card at deck position {position}</source>
        <translation>la carta del resto del mazo en la posición {position} de la baraja</translation>
    </message>
    <message>
        <source>Choose the card for {place} (now {card}):</source>
        <translation>Elige la carta para {place} (ahora {card}):</translation>
    </message>
</context>
<context>
    <name>ChipBox</name>
    <message>
        <source>Chips for seat {seat} from pot {number}</source>
        <translation>Fichas del bote {number} para el asiento {seat}</translation>
    </message>
</context>
<context>
    <name>ChipSource</name>
    <message>
        <source>Drag onto a seat&apos;s box to give it the chips still unassigned</source>
        <translation>Arrastra sobre la casilla de un asiento para darle las fichas aún sin asignar</translation>
    </message>
    <message>
        <source>Chips of pot {number}</source>
        <translation>Fichas del bote {number}</translation>
    </message>
</context>
<context>
    <name>ClassHost</name>
    <message>
        <source>The class session cannot open</source>
        <extracomment>The session window open now, if any (one session is hosted at a time).</extracomment>
        <translation>La sesión de clase no se puede abrir</translation>
    </message>
    <message>
        <source>an answer that cannot be read</source>
        <translation>una respuesta que no se puede leer</translation>
    </message>
    <message>
        <source>{mark}{answer} — {count} answer</source>
        <translation>{mark}{answer} — {count} respuesta</translation>
    </message>
    <message>
        <source>{mark}{answer} — {count} answers</source>
        <translation>{mark}{answer} — {count} respuestas</translation>
    </message>
    <message>
        <source>{answered} of {trainees} answered</source>
        <translation>{answered} de {trainees} han respondido</translation>
    </message>
    <message>
        <source>{right} of {answered} right</source>
        <translation>{right} de {answered} bien</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Pregunta {number} de {count}</translation>
    </message>
    <message>
        <source>{count} second left</source>
        <translation>Queda {count} segundo</translation>
    </message>
    <message>
        <source>{count} seconds left</source>
        <translation>Quedan {count} segundos</translation>
    </message>
    <message>
        <source>{count} trainee has joined</source>
        <translation>Se ha unido {count} alumno</translation>
    </message>
    <message>
        <source>{count} trainees have joined</source>
        <translation>Se han unido {count} alumnos</translation>
    </message>
    <message>
        <source>{mark} {name}</source>
        <translation>{mark} {name}</translation>
    </message>
    <message>
        <source>{mark} {name} (away)</source>
        <translation>{mark} {name} (ausente)</translation>
    </message>
    <message>
        <source>{place}. {name} — {points}</source>
        <translation>{place}. {name} — {points}</translation>
    </message>
</context>
<context>
    <name>ClassHostEndPage</name>
    <message>
        <source>The session is over</source>
        <extracomment>The code&apos;s and the address&apos;s size, as a multiple of the application font. The other headline texts&apos; size. Where the results of ended sessions are written unless the instructor chose another folder.</extracomment>
        <translation>La sesión ha terminado</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Final leaderboard</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <source>The session in numbers</source>
        <translation>La sesión en cifras</translation>
    </message>
    <message>
        <source>Open in &amp;Class Results</source>
        <translation>Abrir en Resultados de la &amp;clase</translation>
    </message>
    <message>
        <source>The class view, with this session&apos;s results and the others in their folder</source>
        <translation>La vista de clase, con los resultados de esta sesión y los demás de su carpeta</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>{trainees}, {answers}: written for the class view to {path}</source>
        <translation>{trainees}, {answers}: guardado para la vista de clase en {path}</translation>
    </message>
    <message>
        <source>1 trainee</source>
        <translation>1 alumno</translation>
    </message>
    <message>
        <source>{count} trainees</source>
        <translation>{count} alumnos</translation>
    </message>
    <message>
        <source>1 answer</source>
        <translation>1 respuesta</translation>
    </message>
    <message>
        <source>{count} answers</source>
        <translation>{count} respuestas</translation>
    </message>
    <message>
        <source>The results could not be written for the class view: {why}</source>
        <translation>No se pudieron guardar los resultados para la vista de clase: {why}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Bien</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Respondidas</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Tiempo mediano</translation>
    </message>
    <message>
        <source>{dealt} of {planned} questions dealt; {right} of {answered} answers right</source>
        <translation>{dealt} de {planned} preguntas repartidas; {right} de {answered} respuestas bien</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
</context>
<context>
    <name>ClassHostSetupDialog</name>
    <message>
        <source>Host a Class Session</source>
        <extracomment>Where the dialog keeps its last choices. Questions drawn from drills unless the instructor chooses another number. The class size a session takes unless the instructor sets another (at most MAX_TRAINEES). The drills a class can be dealt, in the Drill menu&apos;s order.</extracomment>
        <translation>Dirigir una sesión de clase</translation>
    </message>
    <message>
        <source>Host a class session</source>
        <translation>Dirigir una sesión de clase</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>For example: Tuesday class — bring-in</source>
        <translation>Por ejemplo: clase del martes — bring-in</translation>
    </message>
    <message>
        <source>The session&apos;s name in the trainees&apos; records and the class results</source>
        <translation>El nombre de la sesión en los registros de los alumnos y en los resultados de la clase</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Título</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>From a &amp;pack</source>
        <translation>De un &amp;paquete</translation>
    </message>
    <message>
        <source>&amp;Drawn from drills</source>
        <translation>&amp;Sacadas de ejercicios</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>Número de preguntas</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Ejercicios</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>Reglamentos</translation>
    </message>
    <message>
        <source>Every trainee answers at this level: how fast the hand is dealt, and what the feedback says</source>
        <translation>Todos los alumnos responden a este nivel: a qué ritmo se reparte la mano y qué dice la corrección</translation>
    </message>
    <message>
        <source>Le&amp;vel</source>
        <translation>Ni&amp;vel</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Seconds to answer each question</source>
        <translation>Segundos para responder cada pregunta</translation>
    </message>
    <message>
        <source>A faster right answer earns more points</source>
        <translation>Una respuesta correcta más rápida gana más puntos</translation>
    </message>
    <message>
        <source>&amp;Time per question</source>
        <translation>Tie&amp;mpo por pregunta</translation>
    </message>
    <message>
        <source>P&amp;ort</source>
        <translation>P&amp;uerto</translation>
    </message>
    <message>
        <source>Most trainees in the session</source>
        <translation>Máximo de alumnos en la sesión</translation>
    </message>
    <message>
        <source>Trainees who try to join once the session has this many are told it is full</source>
        <translation>A los alumnos que intenten unirse cuando la sesión ya tenga tantos se les dice que está completa</translation>
    </message>
    <message>
        <source>&amp;Most trainees</source>
        <translation>&amp;Máximo de alumnos</translation>
    </message>
    <message>
        <source>Trainees from one computer or network</source>
        <translation>Alumnos desde un mismo equipo o red</translation>
    </message>
    <message>
        <source>How many trainees may join from one network address. Keep it low when each trainee has a laptop: one machine cannot then fill the class with made-up names. Raise it to the class size for a lab whose computers reach yours through one router.</source>
        <translation>Cuántos alumnos pueden unirse desde una misma dirección de red. Mantenlo bajo cuando cada alumno tiene su portátil: así una sola máquina no puede llenar la clase con nombres inventados. Súbelo al tamaño de la clase para un aula cuyos equipos llegan al tuyo a través de un mismo router.</translation>
    </message>
    <message>
        <source>From one &amp;computer or network</source>
        <translation>Desde un mismo &amp;equipo o red</translation>
    </message>
    <message>
        <source>Open the Session</source>
        <translation>Abrir la sesión</translation>
    </message>
    <message>
        <source>Resume a session that did not end</source>
        <translation>Retomar una sesión que no terminó</translation>
    </message>
    <message>
        <source>Sessions that did not end</source>
        <translation>Sesiones que no terminaron</translation>
    </message>
    <message>
        <source>{title} — started {when}; question {number} of {count}, {answers} answer(s)</source>
        <translation>{title} — empezó {when}; pregunta {number} de {count}, {answers} respuesta(s)</translation>
    </message>
    <message>
        <source>&amp;Resume the Chosen Session</source>
        <translation>&amp;Retomar la sesión elegida</translation>
    </message>
    <message>
        <source>Open it again with its code, its trainees and their answers; they rejoin by themselves</source>
        <translation>Abrirla de nuevo con su código, sus alumnos y sus respuestas; ellos vuelven a unirse solos</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>The number after the colon in the address the trainees type. Change it if another program uses it, or if the school&apos;s network lets only some numbers through.</source>
        <translation>El número tras los dos puntos en la dirección que escriben los alumnos. Cámbialo si otro programa lo usa, o si la red de la escuela solo deja pasar algunos números.</translation>
    </message>
    <message>
        <source>“{title}”: {count} question(s) a class can answer together</source>
        <translation>«{title}»: {count} pregunta(s) que una clase puede responder a la vez</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>{drills} and more</source>
        <translation>{drills} y más</translation>
    </message>
    <message>
        <source>Give the session a title: the trainees&apos; records name it.</source>
        <translation>Dale un título a la sesión: los registros de los alumnos la nombran con él.</translation>
    </message>
    <message>
        <source>The pack cannot be used: {why}</source>
        <translation>El paquete no se puede usar: {why}</translation>
    </message>
    <message>
        <source>Choose a pack file, or draw the questions from drills.</source>
        <translation>Elige un archivo de paquete, o saca las preguntas de ejercicios.</translation>
    </message>
    <message>
        <source>The pack “{title}” has no question a class can answer together.</source>
        <translation>El paquete «{title}» no tiene ninguna pregunta que una clase pueda responder a la vez.</translation>
    </message>
    <message>
        <source>Choose at least one drill.</source>
        <translation>Elige al menos un ejercicio.</translation>
    </message>
    <message>
        <source>Choose at least one game.</source>
        <translation>Elige al menos un juego.</translation>
    </message>
    <message>
        <source>Choose at least one rule set.</source>
        <translation>Elige al menos un reglamento.</translation>
    </message>
    <message numerus="yes">
        <source>%n Spot the error question(s) of the pack are left out: a class watches those one trainee at a time, in the drills.</source>
        <translation>
            <numerusform>Queda fuera %n pregunta de «Detecta el error» del paquete: esas se ven de un alumno en uno, en los ejercicios.</numerusform>
            <numerusform>Quedan fuera %n preguntas de «Detecta el error» del paquete: esas se ven de un alumno en uno, en los ejercicios.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassHostWindow</name>
    <message>
        <source>{title} — class session</source>
        <extracomment>How often the time left is redrawn (milliseconds). The session ended and its results were written to this file: the class view may open it. The instructor asked to see the results in the class view (the file&apos;s folder).</extracomment>
        <translation>{title} — sesión de clase</translation>
    </message>
    <message>
        <source>Class session</source>
        <translation>Sesión de clase</translation>
    </message>
    <message>
        <source>Join the class session</source>
        <translation>Únete a la sesión de clase</translation>
    </message>
    <message>
        <source>Join: File ▸ Join a Class Session</source>
        <translation>Para unirte: Archivo ▸ Unirse a una sesión de clase</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Other addresses</source>
        <translation>Otras direcciones</translation>
    </message>
    <message>
        <source>Session code</source>
        <translation>Código de sesión</translation>
    </message>
    <message>
        <source>&amp;Copy Address and Code</source>
        <translation>&amp;Copiar dirección y código</translation>
    </message>
    <message>
        <source>To paste into a message or onto the class&apos;s page</source>
        <translation>Para pegarlos en un mensaje o en la página de la clase</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>What is asked</source>
        <translation>Lo que se pregunta</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tiempo restante</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Respondidas</translation>
    </message>
    <message>
        <source>The class&apos;s answers</source>
        <translation>Las respuestas de la clase</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>La respuesta</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Unidos</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <source>Re&amp;move…</source>
        <translation>&amp;Quitar…</translation>
    </message>
    <message>
        <source>Remove the trainee chosen in the list from the session, with their answers: their app is told, and the name is free again (Delete)</source>
        <translation>Quitar de la sesión al alumno elegido en la lista, con sus respuestas: se avisa a su aplicación y el nombre queda libre (Supr)</translation>
    </message>
    <message>
        <source>&amp;Deal the First Question</source>
        <translation>&amp;Repartir la primera pregunta</translation>
    </message>
    <message>
        <source>&amp;Reveal the Answer</source>
        <translation>&amp;Mostrar la respuesta</translation>
    </message>
    <message>
        <source>Show the &amp;Leaderboard</source>
        <translation>Mostrar la c&amp;lasificación</translation>
    </message>
    <message>
        <source>On the screen and in the trainees&apos; apps, from the next reveal (L)</source>
        <translation>En la pantalla y en las aplicaciones de los alumnos, desde la próxima respuesta mostrada (L)</translation>
    </message>
    <message>
        <source>Show the &amp;Spread</source>
        <translation>Mostrar el &amp;reparto de respuestas</translation>
    </message>
    <message>
        <source>How many chose each answer, on the table and in the list, while they answer (S)</source>
        <translation>Cuántos eligieron cada respuesta, en la mesa y en la lista, mientras responden (S)</translation>
    </message>
    <message>
        <source>&amp;End the Session</source>
        <translation>&amp;Terminar la sesión</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>The address and the code are copied.</source>
        <translation>La dirección y el código están copiados.</translation>
    </message>
    <message>
        <source>Class session “{title}”: address {address}, session code {code}</source>
        <translation>Sesión de clase «{title}»: dirección {address}, código de sesión {code}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>End the session?</source>
        <translation>¿Terminar la sesión?</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) have not been dealt. End the session now? The answers given so far are kept.</source>
        <translation>
            <numerusform>Queda %n pregunta sin repartir. ¿Terminar la sesión ahora? Las respuestas dadas hasta ahora se guardan.</numerusform>
            <numerusform>Quedan %n preguntas sin repartir. ¿Terminar la sesión ahora? Las respuestas dadas hasta ahora se guardan.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is removed; the name is free.</source>
        <translation>{name} ha sido quitado; el nombre queda libre.</translation>
    </message>
    <message>
        <source>Wait for everyone to join, then deal the first question.</source>
        <translation>Espera a que se unan todos y reparte la primera pregunta.</translation>
    </message>
    <message>
        <source>The answer shows here when you reveal it (R, or Space).</source>
        <translation>La respuesta aparece aquí cuando la muestras (R, o Espacio).</translation>
    </message>
    <message>
        <source>not listening</source>
        <translation>sin escuchar</translation>
    </message>
    <message>
        <source>or {addresses}</source>
        <translation>o {addresses}</translation>
    </message>
    <message>
        <source>Joined: {here} here of {count}</source>
        <translation>Unidos: {here} presentes de {count}</translation>
    </message>
    <message>
        <source>&amp;Finish: Show the Results</source>
        <translation>&amp;Acabar: mostrar los resultados</translation>
    </message>
    <message>
        <source>&amp;Deal the Next Question</source>
        <translation>&amp;Repartir la siguiente pregunta</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Se acabó el tiempo</translation>
    </message>
    <message>
        <source>Everyone here has answered: reveal when ready.</source>
        <translation>Todos los presentes han respondido: muestra la respuesta cuando quieras.</translation>
    </message>
    <message>
        <source>Time is up: reveal the answer.</source>
        <translation>Se acabó el tiempo: muestra la respuesta.</translation>
    </message>
    <message>
        <source>Note: {problem}</source>
        <translation>Nota: {problem}</translation>
    </message>
    <message>
        <source>Hide the &amp;Leaderboard</source>
        <translation>Ocultar la c&amp;lasificación</translation>
    </message>
    <message>
        <source>Close the class session?</source>
        <translation>¿Cerrar la sesión de clase?</translation>
    </message>
    <message>
        <source>End the session now and write its results, or keep it to resume later from File ▸ Host a Class Session (the trainees rejoin by themselves)?</source>
        <translation>¿Terminar la sesión ahora y guardar sus resultados, o conservarla para retomarla después desde Archivo ▸ Dirigir una sesión de clase (los alumnos vuelven a unirse solos)?</translation>
    </message>
    <message>
        <source>End the Session</source>
        <translation>Terminar la sesión</translation>
    </message>
    <message>
        <source>Keep It to Resume</source>
        <translation>Conservarla para retomarla</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>¿Quitar a {name}?</translation>
    </message>
    <message>
        <source>Remove {name} from the session? Their answers so far ({count}) leave the results, their app is told, and the name is free for someone else.</source>
        <translation>¿Quitar a {name} de la sesión? Sus respuestas hasta ahora ({count}) salen de los resultados, se avisa a su aplicación y el nombre queda libre para otra persona.</translation>
    </message>
    <message>
        <source>{name} is not removed</source>
        <translation>{name} no ha sido quitado</translation>
    </message>
</context>
<context>
    <name>ClassJoinWindow</name>
    <message>
        <source>Class Session</source>
        <extracomment>The answer keys of the drills that a class session uses (Space, the hint and the drill keys deal or help, which is the instructor&apos;s part). How often the time left is redrawn, in ms. The side column&apos;s least width: the question, its answer page and the feedback read without wrapping every word (the drill panel&apos;s own column in the main window is about as wide). The trainee asked to join again (after a refusal: another code or name). An answer revealed was kept in the records (the trainee&apos;s id), or could not be (the reason). The name joined under (as typed; the host&apos;s welcome gives it as kept). Why the host turned the trainee away (a :class:`~.protocol.Refusal` value), once it has. Where the session stands: &quot;connecting&quot;, &quot;connected&quot;, &quot;reconnecting&quot;, &quot;refused&quot;, &quot;lost&quot;, &quot;ended&quot;. The seconds each answer took, by question number (kept across a reconnection). The questions revealed, by number (a reveal sent again after a rejoin is not kept twice). The drills&apos; question rebuilt from each reveal, by number (shown again after a rejoin).</extracomment>
        <translation>Sesión de clase</translation>
    </message>
    <message>
        <source>Session status</source>
        <translation>Estado de la sesión</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tiempo restante</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Intentar de nuevo</translation>
    </message>
    <message>
        <source>Try again to reach the session</source>
        <translation>Intentar de nuevo llegar a la sesión</translation>
    </message>
    <message>
        <source>Join Again…</source>
        <translation>Unirse de nuevo…</translation>
    </message>
    <message>
        <source>Join again with another code or name</source>
        <translation>Unirse de nuevo con otro código u otro nombre</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>{session} — {name}</source>
        <translation>{session} — {name}</translation>
    </message>
    <message>
        <source>You are not in the session.</source>
        <translation>No estás en la sesión.</translation>
    </message>
    <message>
        <source>The instructor&apos;s app did not take that answer: give it again.</source>
        <translation>La aplicación del instructor no aceptó esa respuesta: vuelve a darla.</translation>
    </message>
    <message>
        <source>Too late: the answers to this question are closed.</source>
        <translation>Demasiado tarde: las respuestas a esta pregunta están cerradas.</translation>
    </message>
    <message>
        <source>The class session is over.</source>
        <translation>La sesión de clase ha terminado.</translation>
    </message>
    <message>
        <source>Close this window to go back to your drills.</source>
        <translation>Cierra esta ventana para volver a tus ejercicios.</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} puntos</translation>
    </message>
    <message>
        <source>Your place: {place} of {trainees}, after {questions} questions.</source>
        <translation>Tu puesto: {place} de {trainees}, tras {questions} preguntas.</translation>
    </message>
    <message>
        <source>This answer could not be kept in your records: {reason}</source>
        <translation>Esta respuesta no se pudo guardar en tus registros: {reason}</translation>
    </message>
    <message>
        <source>Connecting to the class session…</source>
        <translation>Conectando con la sesión de clase…</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting… Your answers so far are kept.</source>
        <translation>Se perdió la conexión — reconectando… Tus respuestas hasta ahora se conservan.</translation>
    </message>
    <message>
        <source>The instructor&apos;s computer cannot be reached. Check the network and the address, then try again.</source>
        <translation>No se puede llegar al ordenador del instructor. Revisa la red y la dirección y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Connected as {name} — waiting for the next hand.</source>
        <translation>Conectado como {name} — esperando la siguiente mano.</translation>
    </message>
    <message>
        <source>Connected as {name} — dealing question {number} of {count}…</source>
        <translation>Conectado como {name} — repartiendo la pregunta {number} de {count}…</translation>
    </message>
    <message>
        <source>Connected as {name} — answers closed, waiting for the reveal.</source>
        <translation>Conectado como {name} — respuestas cerradas, esperando la respuesta correcta.</translation>
    </message>
    <message>
        <source>Connected as {name} — answer in, waiting for the reveal.</source>
        <translation>Conectado como {name} — respuesta enviada, esperando la respuesta correcta.</translation>
    </message>
    <message>
        <source>Connected as {name} — question {number} of {count}: your answer.</source>
        <translation>Conectado como {name} — pregunta {number} de {count}: tu respuesta.</translation>
    </message>
    <message>
        <source>That session code is not this session&apos;s. Check the code on the instructor&apos;s screen.</source>
        <translation>Ese código no es el de esta sesión. Revisa el código en la pantalla del instructor.</translation>
    </message>
    <message>
        <source>Someone in this session has joined as {name} already. Join under another name.</source>
        <translation>Alguien de esta sesión ya se unió como {name}. Únete con otro nombre.</translation>
    </message>
    <message>
        <source>That name cannot be used in a class session. Join under another name.</source>
        <translation>Ese nombre no se puede usar en una sesión de clase. Únete con otro nombre.</translation>
    </message>
    <message>
        <source>This app and the instructor&apos;s are different versions. Update Dealer Trainer to join.</source>
        <translation>Esta aplicación y la del instructor son de versiones distintas. Actualiza Dealer Trainer para unirte.</translation>
    </message>
    <message>
        <source>The session is full. Ask the instructor.</source>
        <translation>La sesión está completa. Pregunta al instructor.</translation>
    </message>
    <message>
        <source>That class session is over.</source>
        <translation>Esa sesión de clase ha terminado.</translation>
    </message>
    <message>
        <source>The instructor removed you from this session. Ask the instructor before joining again.</source>
        <translation>El instructor te quitó de esta sesión. Pregunta al instructor antes de volver a unirte.</translation>
    </message>
    <message>
        <source>Too many wrong session codes came from your network. Wait a minute, check the code on the instructor&apos;s screen, and join again.</source>
        <translation>Llegaron demasiados códigos de sesión incorrectos desde tu red. Espera un minuto, comprueba el código en la pantalla del instructor y vuelve a unirte.</translation>
    </message>
    <message>
        <source>As many trainees as the session allows have joined from your computer or network. Ask the instructor.</source>
        <translation>Ya se han unido desde tu equipo o red tantos alumnos como permite la sesión. Pregunta al instructor.</translation>
    </message>
    <message>
        <source>The instructor&apos;s app turned the connection away.</source>
        <translation>La aplicación del instructor rechazó la conexión.</translation>
    </message>
    <message>
        <source>The session is over: {points} points, place {place} of {trainees}. Thank you!</source>
        <translation>La sesión ha terminado: {points} puntos, puesto {place} de {trainees}. ¡Gracias!</translation>
    </message>
    <message>
        <source>{points} points in all</source>
        <translation>{points} puntos en total</translation>
    </message>
    <message>
        <source>+{points} points for this one</source>
        <translation>+{points} puntos por esta</translation>
    </message>
    <message>
        <source>No points for this one</source>
        <translation>Ningún punto por esta</translation>
    </message>
    <message>
        <source>{answered} answered, {right} right</source>
        <translation>{answered} respondieron, {right} bien</translation>
    </message>
    <message>
        <source>{place}. {name} — {points}</source>
        <translation>{place}. {name} — {points}</translation>
    </message>
    <message>
        <source>Time is up for this question: wait for the reveal.</source>
        <translation>Se acabó el tiempo de esta pregunta: espera la respuesta correcta.</translation>
    </message>
    <message>
        <source>Answers close in {seconds} s</source>
        <translation>Las respuestas se cierran en {seconds} s</translation>
    </message>
</context>
<context>
    <name>ClassTablePanel</name>
    <message>
        <source>Waiting for the instructor to deal the first hand.</source>
        <extracomment>An answer given: the question&apos;s number, the response as the records write it, the seconds taken. The level the instructor chose (set first: the drill panel reads it as it is built). The session&apos;s title (as the records name it) and how many questions it deals. The question being asked: its number (1 = the first; 0 before the first) and level. The question as the table shows it (``None`` before the first); :attr:`question`, the drills&apos; own with its answer, is ``None`` until the answer is revealed. The answer given to it (``None``: none yet), its place on the table, its seconds. An answer given before a rejoin (as the host kept it), shown once the question is asked.</extracomment>
        <translation>Esperando a que el instructor reparta la primera mano.</translation>
    </message>
    <message>
        <source>Waiting for the next hand.</source>
        <translation>Esperando la siguiente mano.</translation>
    </message>
    <message>
        <source>Your answer: {answer}</source>
        <translation>Tu respuesta: {answer}</translation>
    </message>
    <message>
        <source>Answer in — waiting for the reveal.</source>
        <translation>Respuesta enviada — esperando la respuesta correcta.</translation>
    </message>
    <message>
        <source>Sending your answer…</source>
        <translation>Enviando tu respuesta…</translation>
    </message>
    <message>
        <source>No answer from you in time.</source>
        <translation>No respondiste a tiempo.</translation>
    </message>
</context>
<context>
    <name>ClassView</name>
    <message>
        <source>Results files (*.csv);;All files (*)</source>
        <translation>Archivos de resultados (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{drill} · {game}</source>
        <extracomment>The role holding a cell&apos;s sort key (a number, or the trainee&apos;s name folded). Height of one bar in the charts, in pixels (the charts grow with the class). The charts&apos; x axis runs past 100 % to leave room for the numbers after the bars. Room above the top bar, in bars, for the label of the &quot;needs help&quot; line.</extracomment>
        <translation>{drill} · {game}</translation>
    </message>
    <message>
        <source>Class results</source>
        <extracomment>Emitted after the files are read again (the table is :attr:`table_data`).</extracomment>
        <translation>Resultados de la clase</translation>
    </message>
    <message>
        <source>Add files…</source>
        <extracomment>The import running on a worker thread, if any. A session to show (and the files to add) once the import running ends.</extracomment>
        <translation>Añadir archivos…</translation>
    </message>
    <message>
        <source>Add results files</source>
        <translation>Añadir archivos de resultados</translation>
    </message>
    <message>
        <source>Results files the trainees exported (CSV)</source>
        <translation>Archivos de resultados que exportaron los alumnos (CSV)</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <source>Add a folder of results files</source>
        <translation>Añadir una carpeta de archivos de resultados</translation>
    </message>
    <message>
        <source>Every results file (*.csv) in a shared folder</source>
        <translation>Todos los archivos de resultados (*.csv) de una carpeta compartida</translation>
    </message>
    <message>
        <source>Read again</source>
        <translation>Volver a leer</translation>
    </message>
    <message>
        <source>Read the files and folders again (new exports included)</source>
        <translation>Leer otra vez los archivos y carpetas (con las nuevas exportaciones)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Forget the files and folders added</source>
        <translation>Olvidar los archivos y carpetas añadidos</translation>
    </message>
    <message>
        <source>Export class table (CSV)…</source>
        <translation>Exportar tabla de la clase (CSV)…</translation>
    </message>
    <message>
        <source>Export the class table as CSV</source>
        <translation>Exportar la tabla de la clase como CSV</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Todos los niveles</translation>
    </message>
    <message>
        <source>Class session</source>
        <translation>Sesión de clase</translation>
    </message>
    <message>
        <source>Count only the answers given in one class session</source>
        <translation>Contar solo las respuestas dadas en una sesión de clase</translation>
    </message>
    <message>
        <source>All class sessions and practice</source>
        <translation>Todas las sesiones de clase y la práctica</translation>
    </message>
    <message>
        <source>Files read</source>
        <translation>Archivos leídos</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Aún no hay resultados</translation>
    </message>
    <message>
        <source>Ask each trainee for their results file (Records ▸ Export My Results in Dealer Trainer), then add the files here — or add the shared folder they put them in.</source>
        <translation>Pide a cada alumno su archivo de resultados (Registros ▸ Exportar mis resultados en Dealer Trainer) y añade aquí los archivos, o añade la carpeta compartida donde los dejaron.</translation>
    </message>
    <message>
        <source>Class table: trainees by skills, share right and answers</source>
        <translation>Tabla de la clase: alumnos por habilidad, porcentaje de aciertos y respuestas</translation>
    </message>
    <message>
        <source>Class table — share right (answers); click a heading to sort</source>
        <translation>Tabla de la clase — aciertos (respuestas); haz clic en un encabezado para ordenar</translation>
    </message>
    <message>
        <source>Who needs help</source>
        <translation>Quién necesita ayuda</translation>
    </message>
    <message>
        <source>Who needs help, the weakest first</source>
        <translation>Quién necesita ayuda, primero los más flojos</translation>
    </message>
    <message>
        <source>Files left out</source>
        <translation>Archivos descartados</translation>
    </message>
    <message>
        <source>Files left out, with the reason</source>
        <translation>Archivos descartados, con el motivo</translation>
    </message>
    <message>
        <source>Accuracy per trainee (all answers)</source>
        <translation>Aciertos por alumno (todas las respuestas)</translation>
    </message>
    <message>
        <source>Class accuracy per skill</source>
        <translation>Aciertos de la clase por habilidad</translation>
    </message>
    <message>
        <source>Each trainee, all skills</source>
        <translation>Cada alumno, todas las habilidades</translation>
    </message>
    <message>
        <source>The class, skill by skill</source>
        <translation>La clase, habilidad por habilidad</translation>
    </message>
    <message>
        <source>Right (%)</source>
        <translation>Aciertos (%)</translation>
    </message>
    <message>
        <source>Add Results Files</source>
        <translation>Añadir archivos de resultados</translation>
    </message>
    <message>
        <source>Add a Folder of Results Files</source>
        <translation>Añadir una carpeta de archivos de resultados</translation>
    </message>
    <message>
        <source>Cannot read the results</source>
        <translation>No se pueden leer los resultados</translation>
    </message>
    <message>
        <source>The results could not be read: {error}</source>
        <translation>No se pudieron leer los resultados: {error}</translation>
    </message>
    <message>
        <source>Reading the class&apos;s results…</source>
        <translation>Leyendo los resultados de la clase…</translation>
    </message>
    <message>
        <source>Class session: {title}</source>
        <translation>Sesión de clase: {title}</translation>
    </message>
    <message>
        <source>Export the Class Table</source>
        <translation>Exportar la tabla de la clase</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the class table</source>
        <translation>No se puede exportar la tabla de la clase</translation>
    </message>
    <message>
        <source>Cannot write {path}: {error}</source>
        <translation>No se puede escribir {path}: {error}</translation>
    </message>
    <message>
        <source>{count} file read</source>
        <translation>{count} archivo leído</translation>
    </message>
    <message>
        <source>{count} files read</source>
        <translation>{count} archivos leídos</translation>
    </message>
    <message>
        <source>{count} trainee</source>
        <translation>{count} alumno</translation>
    </message>
    <message>
        <source>{count} trainees</source>
        <translation>{count} alumnos</translation>
    </message>
    <message>
        <source>{count} left out</source>
        <translation>{count} descartados</translation>
    </message>
    <message>
        <source>No answers</source>
        <translation>Sin respuestas</translation>
    </message>
    <message>
        <source>{right} of {count} right ({percent}); {recent} in the last {recent_count}; median {median}</source>
        <translation>{right} de {count} correctas ({percent}); {recent} en las últimas {recent_count}; mediana {median}</translation>
    </message>
    <message>
        <source>Needs help</source>
        <translation>Necesita ayuda</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>All skills</source>
        <translation>Todas las habilidades</translation>
    </message>
    <message>
        <source>Class sessions</source>
        <translation>Sesiones de clase</translation>
    </message>
    <message>
        <source>{drill}
{game}</source>
        <translation>{drill}
{game}</translation>
    </message>
    <message>
        <source>The class sessions each trainee answered in, the newest first</source>
        <translation>Las sesiones de clase en que respondió cada alumno, la más reciente primero</translation>
    </message>
    <message>
        <source>{heading} — {game}</source>
        <translation>{heading} — {game}</translation>
    </message>
    <message>
        <source>No answers in a class session</source>
        <translation>Ninguna respuesta en una sesión de clase</translation>
    </message>
    <message>
        <source>{count} class sessions</source>
        <translation>{count} sesiones de clase</translation>
    </message>
    <message>
        <source>Under {below} right lately, the weakest first; click one to find it in the table.</source>
        <translation>Menos de {below} de aciertos últimamente, primero los más flojos; haz clic en uno para encontrarlo en la tabla.</translation>
    </message>
    <message>
        <source>Not enough answers yet to judge: a skill needs {needed} answers before it is judged here (the most so far is {most}).</source>
        <translation>Aún no hay respuestas suficientes para juzgar: una habilidad necesita {needed} respuestas antes de juzgarla aquí (la que más tiene lleva {most}).</translation>
    </message>
    <message>
        <source>Nobody: every skill with {needed} answers or more is at {below} or better lately.</source>
        <translation>Nadie: toda habilidad con {needed} respuestas o más está últimamente en {below} o mejor.</translation>
    </message>
    <message>
        <source>1 skill has fewer than {needed} answers and is not judged yet.</source>
        <translation>1 habilidad tiene menos de {needed} respuestas y aún no se juzga.</translation>
    </message>
    <message>
        <source>{count} skills have fewer than {needed} answers and are not judged yet.</source>
        <translation>{count} habilidades tienen menos de {needed} respuestas y aún no se juzgan.</translation>
    </message>
    <message>
        <source>{percent} right lately ({count} answers)</source>
        <translation>{percent} de aciertos últimamente ({count} respuestas)</translation>
    </message>
    <message>
        <source>Files left out ({count})</source>
        <translation>Archivos descartados ({count})</translation>
    </message>
    <message>
        <source>{below}: needs help below</source>
        <translation>&lt; {below}: necesita ayuda</translation>
    </message>
</context>
<context>
    <name>ClassroomErrors</name>
    <message>
        <source>The time for each question must be more than 0 seconds, not {seconds}.</source>
        <extracomment>The time allowed for each question unless the instructor chooses another (seconds). Drills a class session cannot deal (see the module&apos;s docstring). Questions of the pack a class cannot answer together (Spot the error), left out. What building a question from a hand and a point can raise: the engine&apos;s refusal of the hand, the drills&apos; of the point, Python&apos;s own on data of the wrong shape, and ours.</extracomment>
        <translation>El tiempo de cada pregunta debe ser de más de 0 segundos, no {seconds}.</translation>
    </message>
    <message>
        <source>The pack {title} has a question that cannot be asked: {error}</source>
        <translation>El paquete {title} tiene una pregunta que no se puede hacer: {error}</translation>
    </message>
    <message>
        <source>The pack {title} has no question a class can answer together (Spot the error is left out of class sessions).</source>
        <translation>El paquete {title} no tiene ninguna pregunta que una clase pueda responder a la vez («Detecta el error» queda fuera de las sesiones de clase).</translation>
    </message>
    <message>
        <source>A class session deals at most {limit} questions; the pack has {count}.</source>
        <translation>Una sesión de clase reparte como mucho {limit} preguntas; el paquete tiene {count}.</translation>
    </message>
    <message>
        <source>Choose at least one drill a class can answer together (Spot the error is left out of class sessions).</source>
        <translation>Elige al menos un ejercicio que una clase pueda responder a la vez («Detecta el error» queda fuera de las sesiones de clase).</translation>
    </message>
    <message>
        <source>A class session deals from 1 to {limit} questions, not {count}.</source>
        <translation>Una sesión de clase reparte de 1 a {limit} preguntas, no {count}.</translation>
    </message>
    <message>
        <source>These drills cannot be dealt to a class: {error}</source>
        <translation>Estos ejercicios no se pueden repartir a una clase: {error}</translation>
    </message>
    <message>
        <source>The lesson has no question {number}; it has {count}.</source>
        <translation>La lección no tiene pregunta {number}; tiene {count}.</translation>
    </message>
    <message>
        <source>The question {number} sent by the host cannot be shown: {error}</source>
        <translation>La pregunta {number} que envió el instructor no se puede mostrar: {error}</translation>
    </message>
    <message>
        <source>A question kept in the session file cannot be rebuilt: {error}</source>
        <translation>Una pregunta guardada en el archivo de la sesión no se puede reconstruir: {error}</translation>
    </message>
    <message>
        <source>The message is {size} bytes long; at most {limit} are sent.</source>
        <extracomment>The protocol&apos;s version; a hello of another version is refused (:attr:`Refusal.PROTOCOL`). 2: ``asked`` carries the table as a dealer sees it, not the hand; ``revealed`` the hand and answer. The longest line either side accepts, its newline included (a hand is about 3 KB). The longest trainee name, in characters (after spaces are trimmed). The most questions a session may deal. The deepest a message&apos;s JSON may nest (a hand is about 6 deep): deeper is a bad line, so no reader of ours ever recurses far on what a stranger sent. The longest session code or token a hello may carry. The trainee&apos;s identifier in their own records (32 hex digits), so the class view puts the session&apos;s answers with the ones they export; ``None`` for a bot or a trainee without records. Fields that later versions added to a message and that are written only when they say something, so the lines of before are unchanged (a refusal other than ``slow-down`` has no ``wait``).</extracomment>
        <translation>El mensaje ocupa {size} bytes; se envían como mucho {limit}.</translation>
    </message>
    <message>
        <source>The message is {size} bytes long; at most {limit} are read.</source>
        <translation>El mensaje ocupa {size} bytes; se leen como mucho {limit}.</translation>
    </message>
    <message>
        <source>The message is not UTF-8 text.</source>
        <translation>El mensaje no es texto UTF-8.</translation>
    </message>
    <message>
        <source>The message is not JSON ({error}).</source>
        <translation>El mensaje no es JSON ({error}).</translation>
    </message>
    <message>
        <source>The message is not a JSON object.</source>
        <translation>El mensaje no es un objeto JSON.</translation>
    </message>
    <message>
        <source>The message has text that is not Unicode.</source>
        <translation>El mensaje tiene texto que no es Unicode.</translation>
    </message>
    <message>
        <source>The message has a number too large.</source>
        <translation>El mensaje tiene un número demasiado grande.</translation>
    </message>
    <message>
        <source>The message nests deeper than {limit} levels.</source>
        <translation>El mensaje anida más de {limit} niveles.</translation>
    </message>
    <message>
        <source>The message has no &quot;{field}&quot;.</source>
        <translation>El mensaje no tiene «{field}».</translation>
    </message>
    <message>
        <source>The message&apos;s &quot;{field}&quot; must be a whole number from {low} to {high}, not {value}.</source>
        <translation>El campo «{field}» del mensaje debe ser un número entero de {low} a {high}, no {value}.</translation>
    </message>
    <message>
        <source>The message&apos;s &quot;{field}&quot; must be a number of 0 or more, not {value}.</source>
        <translation>El campo «{field}» del mensaje debe ser un número de 0 o más, no {value}.</translation>
    </message>
    <message>
        <source>The message&apos;s &quot;{field}&quot; must be a text of at most {longest} characters.</source>
        <translation>El campo «{field}» del mensaje debe ser un texto de {longest} caracteres como mucho.</translation>
    </message>
    <message>
        <source>The message&apos;s &quot;{field}&quot; must be true or false.</source>
        <translation>El campo «{field}» del mensaje debe ser verdadero o falso.</translation>
    </message>
    <message>
        <source>The message&apos;s &quot;{field}&quot; must be a JSON object.</source>
        <translation>El campo «{field}» del mensaje debe ser un objeto JSON.</translation>
    </message>
    <message>
        <source>The message&apos;s &quot;{field}&quot; is not one this version knows: {value}.</source>
        <translation>El campo «{field}» del mensaje no es uno que esta versión conozca: {value}.</translation>
    </message>
    <message>
        <source>The message&apos;s &quot;{field}&quot; must be 32 hexadecimal digits.</source>
        <translation>El campo «{field}» del mensaje debe tener 32 dígitos hexadecimales.</translation>
    </message>
    <message>
        <source>The message&apos;s &quot;{field}&quot; must be a list.</source>
        <translation>El campo «{field}» del mensaje debe ser una lista.</translation>
    </message>
    <message>
        <source>The message&apos;s type {value} is not one this side reads.</source>
        <translation>El tipo de mensaje {value} no es uno que este lado lea.</translation>
    </message>
    <message>
        <source>Reveal the answer to this question before dealing the next one.</source>
        <extracomment>The most trainees one session takes. Seconds an answer may arrive after the time allowed and still count: it was sent in time on the trainee&apos;s screen and spent the rest on the network. The largest number an answer may carry (chips, a seat): more is no stud table&apos;s. The seats of a stud table (a rule set seats at most 9): a seat from 1 to this (or to the highest dealt, if higher) may be a wrong answer; any other is no answer at all. What judging a response may raise when a hostile app sends one of the wrong shape. The question being asked now (with their answer if they gave one), or ``None``. How many answered right: known to the host all along, shown only after the reveal. The most trainees the session takes (the setup&apos;s class size; at most :data:`MAX_TRAINEES`).</extracomment>
        <translation>Muestra la respuesta de esta pregunta antes de repartir la siguiente.</translation>
    </message>
    <message>
        <source>The class session file {path} cannot be read: {error}</source>
        <extracomment>``PRAGMA application_id`` of a session file (&quot;DTCS&quot;: Dealer Trainer class session). ``PRAGMA user_version`` of the files this version writes and reads. How a session file&apos;s name ends. The folder&apos;s name in the user&apos;s data folder. What reading a row back may raise: SQLite&apos;s errors, Python&apos;s own on a value of the wrong kind (``json.loads``, ``datetime.fromisoformat``, the enums), and our checks&apos; (:class:`_Damaged`).</extracomment>
        <translation>El archivo de sesión de clase {path} no se puede leer: {error}</translation>
    </message>
    <message>
        <source>The class session file {path} exists already.</source>
        <extracomment>The tokens of the trainees the instructor removed (they join no more).</extracomment>
        <translation>El archivo de sesión de clase {path} ya existe.</translation>
    </message>
    <message>
        <source>There is no class session file {path}.</source>
        <translation>No existe el archivo de sesión de clase {path}.</translation>
    </message>
    <message>
        <source>The file {path} is not a Dealer Trainer class session (another program&apos;s file?).</source>
        <translation>El archivo {path} no es una sesión de clase de Dealer Trainer (¿un archivo de otro programa?).</translation>
    </message>
    <message>
        <source>The class session file {path} is of version {version}; this version of Dealer Trainer reads version {known}.</source>
        <translation>El archivo de sesión de clase {path} es de la versión {version}; esta versión de Dealer Trainer lee la versión {known}.</translation>
    </message>
    <message>
        <source>The class session file {path} cannot be written: {error}</source>
        <translation>El archivo de sesión de clase {path} no se puede escribir: {error}</translation>
    </message>
    <message>
        <source>{address} is not an address this computer has.</source>
        <extracomment>The port a session listens on unless the instructor chooses another. Bad lines a connection may send before it is closed. Seconds a new connection has to say hello. Seconds a joined connection may stay silent (the trainee&apos;s app pings every few seconds). Bytes waiting to be sent to one connection before it is taken for one that does not read. Connections open at once (joined or not): more than a class, fewer than a flood. Trainees who may join from one address unless the instructor sets more (a lab behind one router): a laptop each is one; a few share a machine in turns. Wrong codes one address may send before its hellos are slowed down. Seconds an address&apos;s hellos are refused after its first wrong code past the free ones; doubled with each further one, up to :data:`SLOW_MOST`. Addresses whose wrong codes are remembered at once (the oldest forgotten first). The peer&apos;s address (its port aside): what the per-address limits count. Seconds a new connection has to say hello, and a joined one may stay silent (tests lower them). Trainees who may join from one address (:data:`PER_ADDRESS`; more for a lab behind one router). Seconds of the first slow-down after too many wrong codes, and the longest (tests lower them). Called after each answer is taken (the headless host&apos;s &quot;all answered?&quot;), besides the signal.</extracomment>
        <translation>{address} no es una dirección de este ordenador.</translation>
    </message>
    <message>
        <source>The class session cannot listen on port {port} ({error}). Choose another port.</source>
        <translation>La sesión de clase no puede escuchar en el puerto {port} ({error}). Elige otro puerto.</translation>
    </message>
    <message>
        <source>{address} is not an address: type it as the host shows it (host:port).</source>
        <extracomment>Seconds between two pings while joined. Seconds without a byte from the host before the connection is taken for dead. Seconds to connect and be welcomed before the try counts as failed. The first wait before trying again, and the longest (seconds). Seconds of trying to reach the host again before giving up. Bad lines from the host before the connection is dropped and made again.</extracomment>
        <translation>{address} no es una dirección: escríbela como la muestra el instructor (anfitrión:puerto).</translation>
    </message>
    <message>
        <source>{port} is not a port: a port is a number from 1 to 65535.</source>
        <translation>{port} no es un puerto: un puerto es un número de 1 a 65535.</translation>
    </message>
    <message>
        <source>The question&apos;s table cannot be read: {field} is wrong.</source>
        <extracomment>Limits of what a view may hold (far above any stud hand: a bound on a hostile line).</extracomment>
        <translation>No se puede leer la mesa de la pregunta: {field} es incorrecto.</translation>
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
        <source>✓ Right</source>
        <translation>✓ Correcto</translation>
    </message>
    <message>
        <source>✗ Not right: {wrong} of {count} wrong</source>
        <translation>✗ Incorrecto: {wrong} de {count} mal</translation>
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
        <source>The next step</source>
        <translation>El paso siguiente</translation>
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
        <extracomment>Events animated before a question: at most this many from the street&apos;s start. How often a timed exam&apos;s clock is redrawn and checked for the end, in ms. Emitted after every verdict (for the status bar and tests). Emitted when a question is ready to answer (its animation is done). Emitted with the report when an exam ends. Emitted when an answer could not be written to the records. Emitted when &quot;New trainee…&quot; is chosen in the trainee list. Emitted with a trainee&apos;s id when what their records show has changed: an answer or a finished exam was kept, or they became the trainee. Emitted with the level&apos;s name when another level is chosen (the Level menu follows). The trainee&apos;s records (attached by the window once opened) and who is practising. An exam in progress: answers are taken without feedback. A timed exam&apos;s clock: the time left redrawn, and the end when it is up. A pack being worked through: its questions in order with the notes.</extracomment>
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
        <extracomment>The Drill chooser&apos;s modes in order, each with its label in English: every drill as the training heads it, then deal-along and practice. The keys of the modes after the drills, fixed so that a new drill never moves them. How many drills Ctrl+1 to Ctrl+9 can choose (tests/test_keymap.py holds the drills to it).</extracomment>
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
        <translation>Paquete sin título</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Nueva mano</translation>
    </message>
    <message>
        <source>Cannot import hand</source>
        <translation>No se puede importar la mano</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Importar {name}</translation>
    </message>
    <message>
        <source>Cannot export hand</source>
        <translation>No se puede exportar la mano</translation>
    </message>
    <message>
        <source>Hand written to {path}</source>
        <translation>Mano guardada en {path}</translation>
    </message>
    <message>
        <source>{title} (copy)</source>
        <translation>{title} (copia)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Duplicate hand {number}</source>
        <translation>Duplicar la mano {number}</translation>
    </message>
    <message>
        <source>Delete hand {number}</source>
        <translation>Eliminar la mano {number}</translation>
    </message>
    <message>
        <source>Move hand {source} to place {target}</source>
        <translation>Mover la mano {source} al puesto {target}</translation>
    </message>
    <message>
        <source>deck position {position}</source>
        <translation>la posición {position} de la baraja</translation>
    </message>
    <message>
        <source>Set {place} to {card}</source>
        <translation>Cambiar {place} a {card}</translation>
    </message>
    <message>
        <source>Shuffle the undealt cards</source>
        <translation>Barajar las cartas no repartidas</translation>
    </message>
    <message>
        <source>Not added: {why}</source>
        <translation>No se añadió: {why}</translation>
    </message>
    <message>
        <source>Add action: {action}</source>
        <translation>Añadir acción: {action}</translation>
    </message>
    <message>
        <source>Remove the last action</source>
        <translation>Quitar la última acción</translation>
    </message>
    <message>
        <source>Add or select a hand first.</source>
        <translation>Primero añade o selecciona una mano.</translation>
    </message>
    <message>
        <source>A hand asks at most {count} questions.</source>
        <translation>Una mano hace como máximo {count} preguntas.</translation>
    </message>
    <message>
        <source>Add question: {drill}</source>
        <translation>Añadir pregunta: {drill}</translation>
    </message>
    <message>
        <source>Remove question {number}</source>
        <translation>Quitar la pregunta {number}</translation>
    </message>
    <message>
        <source>Change question {number} to “{drill}”</source>
        <translation>Cambiar la pregunta {number} a «{drill}»</translation>
    </message>
    <message>
        <source>Change the moment question {number} is asked at</source>
        <translation>Cambiar el momento en que se hace la pregunta {number}</translation>
    </message>
    <message>
        <source>Change the step of question {number}</source>
        <translation>Cambiar la jugada de la pregunta {number}</translation>
    </message>
    <message>
        <source>Change the street of question {number}</source>
        <translation>Cambiar la calle de la pregunta {number}</translation>
    </message>
    <message>
        <source>Change the mistake shown in question {number}</source>
        <translation>Cambiar el error que se muestra en la pregunta {number}</translation>
    </message>
    <message>
        <source>Change the moment of the mistake in question {number}</source>
        <translation>Cambiar el momento del error en la pregunta {number}</translation>
    </message>
    <message>
        <source>There is no answer to record: the question does not fit the hand.</source>
        <translation>No hay respuesta que registrar: la pregunta no encaja con la mano.</translation>
    </message>
    <message>
        <source>Record the expected answer of question {number}</source>
        <translation>Registrar la respuesta esperada de la pregunta {number}</translation>
    </message>
    <message>
        <source>Clear the expected answer of question {number}</source>
        <translation>Borrar la respuesta esperada de la pregunta {number}</translation>
    </message>
    <message>
        <source>Edit the note</source>
        <translation>Editar la nota</translation>
    </message>
    <message>
        <source>Rename the hand</source>
        <translation>Cambiar el título de la mano</translation>
    </message>
    <message>
        <source>Edit the pack&apos;s title</source>
        <translation>Editar el título del paquete</translation>
    </message>
    <message>
        <source>Edit the pack&apos;s author</source>
        <translation>Editar el autor del paquete</translation>
    </message>
    <message>
        <source>Edit the pack&apos;s description</source>
        <translation>Editar la descripción del paquete</translation>
    </message>
    <message>
        <source>Edit the pack&apos;s version</source>
        <translation>Editar la versión del paquete</translation>
    </message>
    <message>
        <source>Edit the pack&apos;s creation date</source>
        <translation>Editar la fecha de creación del paquete</translation>
    </message>
    <message>
        <source>Change the ante to {value}</source>
        <translation>Cambiar el ante a {value}</translation>
    </message>
    <message>
        <source>Change the bring-in to {value}</source>
        <translation>Cambiar el bring-in a {value}</translation>
    </message>
    <message>
        <source>Change the small bet to {value}</source>
        <translation>Cambiar la apuesta pequeña a {value}</translation>
    </message>
    <message>
        <source>Change the big bet to {value}</source>
        <translation>Cambiar la apuesta grande a {value}</translation>
    </message>
    <message>
        <source>Change the game to {game}</source>
        <translation>Cambiar el juego a {game}</translation>
    </message>
    <message>
        <source>Change the rules to {rules}</source>
        <translation>Cambiar el reglamento a {rules}</translation>
    </message>
    <message>
        <source>Remove the button</source>
        <translation>Quitar el botón</translation>
    </message>
    <message>
        <source>Put the button on seat {seat}</source>
        <translation>Poner el botón en el asiento {seat}</translation>
    </message>
    <message>
        <source>Seat a player in seat {seat}</source>
        <translation>Sentar a un jugador en el asiento {seat}</translation>
    </message>
    <message>
        <source>Empty seat {seat}</source>
        <translation>Vaciar el asiento {seat}</translation>
    </message>
    <message>
        <source>Change stack of seat {seat}</source>
        <translation>Cambiar las fichas del asiento {seat}</translation>
    </message>
    <message>
        <source>{card} is already dealt ({place}); each card is used once — choose another card.</source>
        <translation>{card} ya está repartida ({place}); cada carta se usa una sola vez: elige otra carta.</translation>
    </message>
    <message>
        <source>A pack holds at most {count} hands.</source>
        <translation>Un paquete tiene como máximo {count} manos.</translation>
    </message>
    <message>
        <source>Not changed — {error}</source>
        <translation>Sin cambios — {error}</translation>
    </message>
    <message>
        <source>{text}: the hand&apos;s one action is no longer legal and was dropped. (Why: {why})</source>
        <translation>{text}: la única acción de la mano ya no es legal y se quitó. (Por qué: {why})</translation>
    </message>
    <message>
        <source>{text}: the hand&apos;s {count} actions are no longer legal and were dropped. (Why: {why})</source>
        <translation>{text}: las {count} acciones de la mano ya no son legales y se quitaron. (Por qué: {why})</translation>
    </message>
    <message>
        <source>{text}: 1 action no longer legal was dropped; the hand keeps its first {kept}. (Why: {why})</source>
        <translation>{text}: se quitó 1 acción que ya no es legal; la mano conserva sus primeras {kept}. (Por qué: {why})</translation>
    </message>
    <message>
        <source>{text}: {count} actions no longer legal were dropped; the hand keeps its first {kept}. (Why: {why})</source>
        <translation>{text}: se quitaron {count} acciones que ya no son legales; la mano conserva sus primeras {kept}. (Por qué: {why})</translation>
    </message>
</context>
<context>
    <name>ExamReportView</name>
    <message>
        <source>Exam report: {title}</source>
        <extracomment>The path of a file just saved (PDF or CSV).</extracomment>
        <translation>Informe del examen: {title}</translation>
    </message>
    <message>
        <source>Result: {verdict}</source>
        <translation>Resultado: {verdict}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>no trainee named</source>
        <translation>sin nombre de alumno</translation>
    </message>
    <message>
        <source>Level: {level}</source>
        <translation>Nivel: {level}</translation>
    </message>
    <message>
        <source>Exam, trainee and time</source>
        <translation>Examen, alumno y hora</translation>
    </message>
    <message>
        <source>Score per drill</source>
        <translation>Puntuación por ejercicio</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Correctas</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Spot the error: the stops</source>
        <translation>Detecta el error: las paradas</translation>
    </message>
    <message>
        <source>Answers to review</source>
        <translation>Respuestas para repasar</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
    <message>
        <source>Save the report as PDF</source>
        <translation>Guardar el informe como PDF</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Guardar como CSV…</translation>
    </message>
    <message>
        <source>Save the report as CSV</source>
        <translation>Guardar el informe como CSV</translation>
    </message>
    <message>
        <source>Save the Exam Report as PDF</source>
        <translation>Guardar el informe del examen como PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the Exam Report as CSV</source>
        <translation>Guardar el informe del examen como CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot save the report</source>
        <translation>No se puede guardar el informe</translation>
    </message>
    <message>
        <source>Cannot write {path}: {why}</source>
        <translation>No se puede escribir {path}: {why}</translation>
    </message>
</context>
<context>
    <name>ExamSetupDialog</name>
    <message>
        <source>New Exam</source>
        <extracomment>Where the setup dialog keeps its last settings.</extracomment>
        <translation>Examen nuevo</translation>
    </message>
    <message>
        <source>New exam</source>
        <translation>Examen nuevo</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>For example: Week 3 — bring-in and first to act</source>
        <translation>Por ejemplo: Semana 3 — bring-in y primero en actuar</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Título</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>&amp;Generated</source>
        <translation>&amp;Generadas</translation>
    </message>
    <message>
        <source>New hands dealt from the hand set number: the same number gives every trainee the same questions</source>
        <translation>Manos nuevas repartidas según el número de serie de manos: el mismo número da a cada alumno las mismas preguntas</translation>
    </message>
    <message>
        <source>From a &amp;pack</source>
        <translation>De un &amp;paquete</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>Número de preguntas</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Ejercicios</translation>
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
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>Reglamentos</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Favour the hard cases (suit ties, common cards, odd chips…)</source>
        <translation>Dar prioridad a los casos difíciles (empates de palo, cartas comunitarias, fichas sobrantes…)</translation>
    </message>
    <message>
        <source>Hard cases</source>
        <translation>Casos difíciles</translation>
    </message>
    <message>
        <source>Hand set number</source>
        <translation>Número de serie de manos</translation>
    </message>
    <message>
        <source>The same number deals the same hands to every trainee, so a class sits identical questions</source>
        <translation>El mismo número reparte las mismas manos a cada alumno, así una clase hace preguntas idénticas</translation>
    </message>
    <message>
        <source>New hand set</source>
        <translation>Serie nueva</translation>
    </message>
    <message>
        <source>A new number: different hands from the last exam</source>
        <translation>Un número nuevo: manos distintas a las del último examen</translation>
    </message>
    <message>
        <source>Hand set no.</source>
        <translation>Serie de manos n.º</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>Number of questions from the pack</source>
        <translation>Número de preguntas del paquete</translation>
    </message>
    <message>
        <source>All the pack&apos;s questions, or this many drawn by the hand set number (kept in the pack&apos;s order)</source>
        <translation>Todas las preguntas del paquete, o tantas como esta cifra, sacadas según el número de serie de manos (en el orden del paquete)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>Time limit in minutes, 0 for none</source>
        <translation>Límite de tiempo en minutos, 0 para ninguno</translation>
    </message>
    <message>
        <source>Time &amp;limit</source>
        <translation>&amp;Límite de tiempo</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Pass mark in percent</source>
        <translation>Nota mínima para aprobar, en porcentaje</translation>
    </message>
    <message>
        <source>Pass &amp;mark</source>
        <translation>Nota &amp;mínima</translation>
    </message>
    <message>
        <source>The exam is taken at one level: how fast the hands are dealt and whether each decision has a target time. The questions are the same at every level, and an exam never gives hints.</source>
        <translation>El examen se hace en un solo nivel: a qué velocidad se reparten las manos y si cada decisión tiene un tiempo objetivo. Las preguntas son las mismas en todos los niveles, y un examen nunca da pistas.</translation>
    </message>
    <message>
        <source>Le&amp;vel</source>
        <translation>Ni&amp;vel</translation>
    </message>
    <message>
        <source>Create Exam</source>
        <translation>Crear examen</translation>
    </message>
    <message>
        <source>“{title}”: {count} question</source>
        <translation>«{title}»: {count} pregunta</translation>
    </message>
    <message>
        <source>“{title}”: {count} questions</source>
        <translation>«{title}»: {count} preguntas</translation>
    </message>
    <message>
        <source>“{title}”</source>
        <translation>«{title}»</translation>
    </message>
    <message>
        <source>Give the exam a title.</source>
        <translation>Ponle un título al examen.</translation>
    </message>
    <message>
        <source>The pack cannot be used: {why}</source>
        <translation>No se puede usar el paquete: {why}</translation>
    </message>
    <message>
        <source>Choose a pack file, or generate the questions.</source>
        <translation>Elige un archivo de paquete o genera las preguntas.</translation>
    </message>
    <message>
        <source>The pack “{title}” has no questions.</source>
        <translation>El paquete «{title}» no tiene preguntas.</translation>
    </message>
    <message>
        <source>Choose at least one drill.</source>
        <translation>Elige al menos un ejercicio.</translation>
    </message>
    <message>
        <source>Choose at least one game.</source>
        <translation>Elige al menos un juego.</translation>
    </message>
    <message>
        <source>Choose at least one rule set.</source>
        <translation>Elige al menos un reglamento.</translation>
    </message>
    <message>
        <source>The pack has {count} questions: all of them will be asked.</source>
        <translation>El paquete tiene {count} preguntas: se harán todas.</translation>
    </message>
    <message>
        <source>With {count} question, only {count} of the {drills} drills chosen can be asked.</source>
        <translation>Con {count} pregunta, solo entra {count} de los {drills} ejercicios elegidos.</translation>
    </message>
    <message>
        <source>With {count} questions, only {count} of the {drills} drills chosen can be asked.</source>
        <translation>Con {count} preguntas, solo entran {count} de los {drills} ejercicios elegidos.</translation>
    </message>
    <message>
        <source>{minutes} min for {count} questions leaves {seconds} s a question.</source>
        <translation>{minutes} min para {count} preguntas dejan {seconds} s por pregunta.</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>{source}: {reason}</source>
        <extracomment>Larger JSON files are refused before parsing (a scenario is a few kilobytes). Integers with more digits than this are refused (the largest amount the formats allow, 10**12 chips, has 13). The context the messages of this module are marked in.</extracomment>
        <translation>{source}: {reason}</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>is a pipe, not a file; save the content to a file and open that</source>
        <translation>es una tubería (pipe), no un archivo; guarda el contenido en un archivo y abre ese</translation>
    </message>
    <message>
        <source>is a device, not a file; save the content to a file and open that</source>
        <translation>es un dispositivo, no un archivo; guarda el contenido en un archivo y abre ese</translation>
    </message>
    <message>
        <source>is a socket, not a file; save the content to a file and open that</source>
        <translation>es un socket, no un archivo; guarda el contenido en un archivo y abre ese</translation>
    </message>
    <message>
        <source>is not a regular file, not a file; save the content to a file and open that</source>
        <translation>no es un archivo normal; guarda el contenido en un archivo y abre ese</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>el archivo no existe</translation>
    </message>
    <message>
        <source>no such file (a folder on the way is a file)</source>
        <translation>el archivo no existe (una de las carpetas de la ruta es un archivo)</translation>
    </message>
    <message>
        <source>cannot read it (permission denied)</source>
        <translation>no se puede leer (permiso denegado)</translation>
    </message>
    <message>
        <source>cannot read it ({why})</source>
        <translation>no se puede leer ({why})</translation>
    </message>
    <message>
        <source>the key {key} is given twice in one object; give each key once</source>
        <translation>la clave {key} aparece dos veces en un mismo objeto; pon cada clave una sola vez</translation>
    </message>
    <message>
        <source>a number of {digits} digits is far too large to be meant; amounts are whole chips, at most 13 digits</source>
        <translation>un número de {digits} cifras es demasiado grande para ser en serio; las cantidades son fichas enteras, de 13 cifras como máximo</translation>
    </message>
    <message>
        <source>the number {number} is too large to be meant; give a number</source>
        <translation>el número {number} es demasiado grande para ser en serio; escribe un número</translation>
    </message>
    <message>
        <source>{name} is not a JSON number (JSON has no {name}); give a number</source>
        <translation>{name} no es un número JSON (JSON no tiene {name}); escribe un número</translation>
    </message>
    <message>
        <source>not valid JSON: {what} at line {line}, column {column}</source>
        <translation>JSON no válido: {what} en la línea {line}, columna {column}</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
        <translation>el JSON está anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>not valid JSON: {why}</source>
        <translation>JSON no válido: {why}</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>no es texto UTF-8 (byte {byte})</translation>
    </message>
    <message>
        <source>larger than {size}; a scenario is a few kilobytes</source>
        <translation>ocupa más de {size}; un escenario ocupa unos pocos kilobytes</translation>
    </message>
</context>
<context>
    <name>HandWords</name>
    <message>
        <source>two-high</source>
        <translation>al dos</translation>
    </message>
    <message>
        <source>three-high</source>
        <translation>al tres</translation>
    </message>
    <message>
        <source>four-high</source>
        <translation>al cuatro</translation>
    </message>
    <message>
        <source>five-high</source>
        <translation>al cinco</translation>
    </message>
    <message>
        <source>six-high</source>
        <translation>al seis</translation>
    </message>
    <message>
        <source>seven-high</source>
        <translation>al siete</translation>
    </message>
    <message>
        <source>eight-high</source>
        <translation>al ocho</translation>
    </message>
    <message>
        <source>nine-high</source>
        <translation>al nueve</translation>
    </message>
    <message>
        <source>ten-high</source>
        <translation>al diez</translation>
    </message>
    <message>
        <source>jack-high</source>
        <translation>a la jota</translation>
    </message>
    <message>
        <source>queen-high</source>
        <translation>a la reina</translation>
    </message>
    <message>
        <source>king-high</source>
        <translation>al rey</translation>
    </message>
    <message>
        <source>ace-high</source>
        <translation>al as</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Escalera real</translation>
    </message>
    <message>
        <source>Straight flush, {high}</source>
        <translation>Escalera de color {high}</translation>
    </message>
    <message>
        <source>Four {ranks}</source>
        <translation>Póker de {ranks}</translation>
    </message>
    <message>
        <source>{trips} full of {pair}</source>
        <translation>Full de {trips} con {pair}</translation>
    </message>
    <message>
        <source>{high} flush</source>
        <translation>Color {high}</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Rueda</translation>
    </message>
    <message>
        <source>Straight, {high}</source>
        <translation>Escalera {high}</translation>
    </message>
    <message>
        <source>Three {ranks}</source>
        <translation>Trío de {ranks}</translation>
    </message>
    <message>
        <source>Two pair, {upper} and {lower}</source>
        <translation>Doble pareja de {upper} y {lower}</translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <translation>Pareja de {ranks}</translation>
    </message>
    <message>
        <source>{rank} high</source>
        <translation>Carta alta: {rank}</translation>
    </message>
    <message>
        <source>No low</source>
        <translation>Sin baja</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>{ranks} low, paired</source>
        <translation>Baja de {ranks}, con pareja</translation>
    </message>
    <message>
        <source>{ranks} low</source>
        <translation>Baja de {ranks}</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a Class Session</source>
        <extracomment>Where the choices are kept between sessions. The longest address typed (&quot;host:port&quot;; a host name can be long).</extracomment>
        <translation>Unirse a una sesión de clase</translation>
    </message>
    <message>
        <source>Type the address and the session code the instructor&apos;s screen shows, and your name as the class will see it.</source>
        <translation>Escribe la dirección y el código de sesión que muestra la pantalla del instructor, y tu nombre tal como lo verá la clase.</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:47810</source>
        <translation>por ejemplo 192.168.1.20:47810</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Dirección</translation>
    </message>
    <message>
        <source>as on the instructor&apos;s screen</source>
        <translation>como en la pantalla del instructor</translation>
    </message>
    <message>
        <source>Session code</source>
        <translation>Código de sesión</translation>
    </message>
    <message>
        <source>Session &amp;code</source>
        <translation>&amp;Código de sesión</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Tu &amp;nombre</translation>
    </message>
    <message>
        <source>What to fix</source>
        <translation>Qué corregir</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>Type the address on the instructor&apos;s screen.</source>
        <translation>Escribe la dirección de la pantalla del instructor.</translation>
    </message>
    <message>
        <source>Type the session code on the instructor&apos;s screen.</source>
        <translation>Escribe el código de sesión de la pantalla del instructor.</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Escribe tu nombre.</translation>
    </message>
    <message>
        <source>Your name has a hidden character in it (a zero-width space or a text-direction mark, often from copying and pasting). Delete the name and type it again.</source>
        <translation>Tu nombre tiene un carácter oculto (un espacio de ancho cero o una marca de dirección del texto, a menudo por copiar y pegar). Borra el nombre y escríbelo de nuevo.</translation>
    </message>
    <message>
        <source>A name of at most {count} letters, without tabs or line breaks.</source>
        <translation>Un nombre de {count} letras como mucho, sin tabuladores ni saltos de línea.</translation>
    </message>
    <message>
        <source>That is not an address: type it as on the instructor&apos;s screen, like 192.168.1.20:47810.</source>
        <translation>Eso no es una dirección: escríbela como en la pantalla del instructor, por ejemplo 192.168.1.20:47810.</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Choose a seat by its number</source>
        <translation>Elegir un asiento por su número</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Referencia de reglas</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Muéstramelo</translation>
    </message>
    <message>
        <source>Answering amounts, seats and hands</source>
        <translation>Responder cantidades, asientos y manos</translation>
    </message>
    <message>
        <source>Next row, previous row</source>
        <translation>Fila siguiente, fila anterior</translation>
    </message>
    <message>
        <source>Nobody, in the seats row with the focus</source>
        <translation>Nadie, en la fila de asientos activa</translation>
    </message>
    <message>
        <source>Clear the seats row with the focus</source>
        <translation>Borrar la fila de asientos activa</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <source>Game</source>
        <extracomment>The key of &quot;Show me&quot; (listed in Help ▸ Keyboard Shortcuts before the panel is built). (drill, focus, variant, rules) values of the example hand to deal.</extracomment>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Temas</translation>
    </message>
    <message>
        <source>Topic text</source>
        <translation>Texto del tema</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Muéstramelo</translation>
    </message>
    <message>
        <source>Deal an example hand on the table ({key})</source>
        <translation>Repartir una mano de ejemplo en la mesa ({key})</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Level</source>
        <extracomment>What the mixin is mixed into, for the type checker. Where the level is kept between sessions. How often the target time is redrawn while the trainee decides, in ms.</extracomment>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Target time</source>
        <translation>Tiempo objetivo</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <source>Guided</source>
        <translation>Guiado</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Table-ready</source>
        <translation>Listo para la mesa</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <extracomment>The Level menu&apos;s items, each with its own accelerator.</extracomment>
        <translation>&amp;Aprender</translation>
    </message>
    <message>
        <source>&amp;Guided</source>
        <translation>&amp;Guiado</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>&amp;Práctica</translation>
    </message>
    <message>
        <source>&amp;Table-ready</source>
        <translation>&amp;Listo para la mesa</translation>
    </message>
    <message>
        <source>The next step spelled out before you answer, full explanations, slow dealing</source>
        <translation>El paso siguiente explicado antes de que respondas, explicaciones completas, reparto lento</translation>
    </message>
    <message>
        <source>Hints when you ask for them (H), full explanations</source>
        <translation>Pistas cuando las pides (H), explicaciones completas</translation>
    </message>
    <message>
        <source>Hints when you ask for them; a short word after a right answer, the full explanation after a wrong one</source>
        <translation>Pistas cuando las pides; unas pocas palabras tras una respuesta correcta, la explicación completa tras una incorrecta</translation>
    </message>
    <message>
        <source>No hints, hard cases mixed in, the action dealt at a live game&apos;s pace, and a target time for each decision</source>
        <translation>Sin pistas, con casos difíciles mezclados, la acción repartida al ritmo de una partida real y un tiempo objetivo para cada decisión</translation>
    </message>
    <message>
        <source>No level</source>
        <translation>Sin nivel</translation>
    </message>
    <message>
        <source>Target: {target} s · {left} s left</source>
        <translation>Objetivo: {target} s · quedan {left} s</translation>
    </message>
    <message>
        <source>Target: {target} s · passed by {over} s</source>
        <translation>Objetivo: {target} s · superado por {over} s</translation>
    </message>
    <message>
        <source>Right, in {seconds} s — inside the {target} s target</source>
        <translation>Correcto, en {seconds} s — dentro del objetivo de {target} s</translation>
    </message>
    <message>
        <source>Right, but {seconds} s — the target is {target} s</source>
        <translation>Correcto, pero {seconds} s — el objetivo es {target} s</translation>
    </message>
    <message>
        <source>Not right, in {seconds} s — at the table a right answer comes before a fast one</source>
        <translation>Incorrecto, en {seconds} s — en la mesa, una respuesta correcta va antes que una rápida</translation>
    </message>
    <message>
        <source>Moves in time: {count} of {total} · the slowest: {move} on {street}, {seconds} s</source>
        <translation>Jugadas a tiempo: {count} de {total} · la más lenta: {move} en {street}, {seconds} s</translation>
    </message>
    <message>
        <source>No hints at Table-ready: at a live game there are none. Choose Guided or Practice for hints.</source>
        <translation>Sin pistas en Listo para la mesa: en una partida real no las hay. Elige Guiado o Práctica para tener pistas.</translation>
    </message>
    <message>
        <source>Learn: read the next step below, then answer.</source>
        <translation>Aprender: lee el paso siguiente abajo y luego responde.</translation>
    </message>
    <message>
        <source>Right within the target time: {count} of {total}</source>
        <translation>Correctas dentro del tiempo objetivo: {count} de {total}</translation>
    </message>
    <message>
        <source>{level}: {count} answer, {percent} right</source>
        <translation>{level}: {count} respuesta, {percent} de aciertos</translation>
    </message>
    <message>
        <source>{level}: {count} answers, {percent} right</source>
        <translation>{level}: {count} respuestas, {percent} de aciertos</translation>
    </message>
    <message>
        <source>{results}, {count} within the target time</source>
        <translation>{results}, {count} dentro del tiempo objetivo</translation>
    </message>
    <message>
        <source>By level — {results}</source>
        <translation>Por nivel — {results}</translation>
    </message>
    <message>
        <source>Count only the answers given at one level</source>
        <translation>Contar solo las respuestas dadas en un nivel</translation>
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
        <translation>Referencia de reglas</translation>
    </message>
</context>
<context>
    <name>PackEditor</name>
    <message>
        <source>&amp;New Pack</source>
        <translation>&amp;Nuevo paquete</translation>
    </message>
    <message>
        <source>Start a new, empty pack</source>
        <translation>Empezar un paquete nuevo y vacío</translation>
    </message>
    <message>
        <source>&amp;Open Pack…</source>
        <translation>&amp;Abrir paquete…</translation>
    </message>
    <message>
        <source>Open a pack file</source>
        <translation>Abrir un archivo de paquete</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save the pack</source>
        <translation>Guardar el paquete</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <source>Save the pack under a new name</source>
        <translation>Guardar el paquete con otro nombre</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Close the pack editor</source>
        <translation>Cerrar el editor de paquetes</translation>
    </message>
    <message>
        <source>New &amp;Hand</source>
        <translation>&amp;Nueva mano</translation>
    </message>
    <message>
        <source>Add a hand: a random table and deck, no actions yet</source>
        <translation>Añadir una mano: mesa y baraja al azar, todavía sin acciones</translation>
    </message>
    <message>
        <source>&amp;Duplicate Hand</source>
        <translation>&amp;Duplicar mano</translation>
    </message>
    <message>
        <source>Add a copy of the selected hand</source>
        <translation>Añadir una copia de la mano seleccionada</translation>
    </message>
    <message>
        <source>De&amp;lete Hand</source>
        <translation>&amp;Eliminar mano</translation>
    </message>
    <message>
        <source>Remove the selected hand from the pack</source>
        <translation>Quitar la mano seleccionada del paquete</translation>
    </message>
    <message>
        <source>Move Hand &amp;Up</source>
        <translation>Mover mano &amp;arriba</translation>
    </message>
    <message>
        <source>Move the selected hand one place up</source>
        <translation>Subir un puesto la mano seleccionada</translation>
    </message>
    <message>
        <source>Move Hand Do&amp;wn</source>
        <translation>Mover mano a&amp;bajo</translation>
    </message>
    <message>
        <source>Move the selected hand one place down</source>
        <translation>Bajar un puesto la mano seleccionada</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Mano</translation>
    </message>
    <message>
        <source>&amp;Import a Hand History (PHH)…</source>
        <translation>&amp;Importar un historial de mano (PHH)…</translation>
    </message>
    <message>
        <source>Add a hand from a PHH hand history (stud, razz, stud 8)</source>
        <translation>Añadir una mano desde un historial de mano PHH (stud, razz, stud 8)</translation>
    </message>
    <message>
        <source>E&amp;xport as Hand History (PHH)…</source>
        <translation>E&amp;xportar como historial de mano (PHH)…</translation>
    </message>
    <message>
        <source>Write the selected hand as a PHH hand history</source>
        <translation>Guardar la mano seleccionada como historial de mano PHH</translation>
    </message>
    <message>
        <source>&amp;Question</source>
        <translation>&amp;Pregunta</translation>
    </message>
    <message>
        <source>&amp;Add Question</source>
        <translation>&amp;Añadir pregunta</translation>
    </message>
    <message>
        <source>Add a hand with New Hand (Ctrl+Shift+N), or open a pack.</source>
        <extracomment>The editors open now: a pack file is open in one editor window at most.</extracomment>
        <translation>Añade una mano con Nueva mano (Ctrl+Mayús+N) o abre un paquete.</translation>
    </message>
    <message>
        <source>Untitled pack</source>
        <translation>Paquete sin título</translation>
    </message>
    <message>
        <source>New pack. Add a hand with New Hand (Ctrl+Shift+N).</source>
        <translation>Paquete nuevo. Añade una mano con Nueva mano (Ctrl+Mayús+N).</translation>
    </message>
    <message>
        <source>{name} is open in another editor window.</source>
        <translation>{name} está abierto en otra ventana del editor.</translation>
    </message>
    <message>
        <source>Cannot open pack</source>
        <translation>No se puede abrir el paquete</translation>
    </message>
    <message>
        <source>{name} cannot be opened:

{error}

The pack on show is unchanged.</source>
        <translation>No se puede abrir {name}:

{error}

El paquete que se muestra no ha cambiado.</translation>
    </message>
    <message>
        <source>Opened {name}: {hands} hands, {questions} questions.</source>
        <translation>Se abrió {name}: {hands} manos, {questions} preguntas.</translation>
    </message>
    <message>
        <source>Cannot save pack</source>
        <translation>No se puede guardar el paquete</translation>
    </message>
    <message>
        <source>{name} is open in another editor window. Save this pack under another name, or close that window first.</source>
        <translation>{name} está abierto en otra ventana del editor. Guarda este paquete con otro nombre o cierra antes esa ventana.</translation>
    </message>
    <message>
        <source>Cannot save yet</source>
        <translation>Todavía no se puede guardar</translation>
    </message>
    <message>
        <source>The pack cannot be saved yet:

{problem}

A saved pack must open again, so fix this first.</source>
        <translation>Todavía no se puede guardar el paquete:

{problem}

Un paquete guardado tiene que poder abrirse de nuevo, así que corrige esto primero.</translation>
    </message>
    <message>
        <source>Could not write {path}:
{error}</source>
        <translation>No se pudo escribir {path}:
{error}</translation>
    </message>
    <message>
        <source>hand {number}: {problem}</source>
        <translation>mano {number}: {problem}</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Se guardó {name}.</translation>
    </message>
    <message>
        <source> Note: 1 expected answer disagrees with the rules ({first}).</source>
        <translation> Nota: 1 respuesta esperada no coincide con las reglas ({first}).</translation>
    </message>
    <message>
        <source> Note: {count} expected answers disagree with the rules ({first}).</source>
        <translation> Nota: {count} respuestas esperadas no coinciden con las reglas ({first}).</translation>
    </message>
    <message>
        <source>The pack needs a title (Pack ▸ Title).</source>
        <translation>El paquete necesita un título (Paquete ▸ Título).</translation>
    </message>
    <message>
        <source>Hand {number} ({title}) has no questions yet: every hand in a pack asks at least one. Add one on its Questions tab.</source>
        <translation>La mano {number} ({title}) todavía no tiene preguntas: cada mano de un paquete hace al menos una. Añade una en su pestaña Preguntas.</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <source>Hand {number}, question {question} does not fit the hand: {error}</source>
        <translation>La pregunta {question} de la mano {number} no encaja con la mano: {error}</translation>
    </message>
    <message>
        <source>Pack Editor</source>
        <translation>Editor de paquetes</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>Me&amp;sa</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cartas</translation>
    </message>
    <message>
        <source>&amp;Actions</source>
        <translation>Acc&amp;iones</translation>
    </message>
    <message>
        <source>&amp;Questions</source>
        <translation>Pre&amp;guntas</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>the new pack</source>
        <translation>el paquete nuevo</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to {name} first?</source>
        <translation>¿Guardar primero los cambios de {name}?</translation>
    </message>
    <message>
        <source>Save Pack As</source>
        <translation>Guardar paquete como</translation>
    </message>
    <message>
        <source>Open Pack</source>
        <translation>Abrir paquete</translation>
    </message>
    <message>
        <source>Import Hand History</source>
        <translation>Importar historial de mano</translation>
    </message>
    <message>
        <source>PHH hand histories (*.phh)</source>
        <translation>Historiales de mano PHH (*.phh)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export Hand History</source>
        <translation>Exportar historial de mano</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>{name}[*] — Pack Editor — Dealer Trainer</source>
        <translation>{name}[*] — Editor de paquetes — Dealer Trainer</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
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
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Igualar</translation>
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
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>brings in {amount}</source>
        <translation>hace el bring-in de {amount}</translation>
    </message>
    <message>
        <source>completes to {total}</source>
        <translation>completa a {total}</translation>
    </message>
    <message>
        <source>bets {amount}</source>
        <translation>apuesta {amount}</translation>
    </message>
    <message>
        <source>raises to {total}</source>
        <translation>sube a {total}</translation>
    </message>
    <message>
        <source>calls {amount}</source>
        <translation>iguala {amount}</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>se retira</translation>
    </message>
    <message>
        <source> (all-in)</source>
        <translation> (all-in)</translation>
    </message>
    <message>
        <source>Seat {seat} discards {cards}</source>
        <translation>El asiento {seat} descarta {cards}</translation>
    </message>
    <message>
        <source>{street} · Seat {seat} {verb}</source>
        <translation>{street} calle · El asiento {seat} {verb}</translation>
    </message>
    <message>
        <source>Seat {seat}: {verb}</source>
        <translation>Asiento {seat}: {verb}</translation>
    </message>
    <message>
        <source>Bring in {amount}</source>
        <translation>Bring-in de {amount}</translation>
    </message>
    <message>
        <source>Complete to {total}</source>
        <translation>Completar a {total}</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>Igualar {amount}</translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation>Apostar {amount}</translation>
    </message>
    <message>
        <source>Raise to {total}</source>
        <translation>Subir a {total}</translation>
    </message>
    <message>
        <source>seat {seat} antes {amount}</source>
        <translation>el asiento {seat} pone un ante de {amount}</translation>
    </message>
    <message>
        <source>{street} street: seat {seat} is dealt {card} face up</source>
        <translation>{street} calle: el asiento {seat} recibe {card} descubierta</translation>
    </message>
    <message>
        <source>{street} street: seat {seat} is dealt {card} face down</source>
        <translation>{street} calle: el asiento {seat} recibe {card} tapada</translation>
    </message>
    <message>
        <source>{street} street: the dealer burns a card</source>
        <translation>{street} calle: el crupier quema una carta</translation>
    </message>
    <message>
        <source>{street} street: common card {card}</source>
        <translation>{street} calle: carta comunitaria {card}</translation>
    </message>
    <message>
        <source>{street} street: the burn cards are shuffled into a new stub</source>
        <translation>{street} calle: las cartas quemadas se barajan para formar un nuevo resto del mazo</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {street}-street card</source>
        <translation>la carta de {street} calle del asiento {seat}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {street}-street card (down)</source>
        <translation>la carta tapada de {street} calle del asiento {seat}</translation>
    </message>
    <message>
        <source>the {street}-street burn card</source>
        <translation>la carta quemada de {street} calle</translation>
    </message>
    <message>
        <source>the {street}-street common card</source>
        <translation>la carta comunitaria de {street} calle</translation>
    </message>
    <message>
        <source>the expected answer does not fit this drill</source>
        <translation>la respuesta esperada no encaja con este ejercicio</translation>
    </message>
    <message>
        <source>expects {given}, but by the rules the answer is now {right}</source>
        <translation>espera {given}, pero según las reglas la respuesta ahora es {right}</translation>
    </message>
    <message>
        <source>no questions yet (a hand asks at least one)</source>
        <translation>todavía sin preguntas (una mano hace al menos una)</translation>
    </message>
    <message>
        <source>question {number} does not fit the hand: {error}</source>
        <translation>la pregunta {number} no encaja con la mano: {error}</translation>
    </message>
    <message>
        <source>question {number}: {mismatch}</source>
        <translation>pregunta {number}: {mismatch}</translation>
    </message>
</context>
<context>
    <name>PackErrors</name>
    <message>
        <source>{card} is already dealt elsewhere in the hand; each card is used once — choose another card</source>
        <extracomment>Questions a hand may ask (the pack format&apos;s limit). Which drills are asked at a street, and which at a dealer move of a street. Which drills are asked before one action of a street (the drills on the betting add themselves). Chips reads a point as Count the pot does (:func:`~dealer_trainer.training.potdrill.pinned`). Which of those may also be asked at the end of the hand, after its last action: the pot as it is pushed. The pack format says so with a street and no action (``Point(street)``, the street the hand ends on). Which drills are pinned to a mistake shown at a moment of the hand (Spot the error). The pack fields an editor may change, with :func:`set_pack_field`. The stake fields of a scenario, with :func:`set_stake`.</extracomment>
        <translation>{card} ya está repartida en otro lugar de la mano; cada carta se usa una sola vez: elige otra carta</translation>
    </message>
    <message>
        <source>not added: {why}</source>
        <translation>no se añadió: {why}</translation>
    </message>
    <message>
        <source>no hand is selected; select or add a hand first</source>
        <extracomment>Why the point does not fit the hand: the training layer&apos;s refusal itself, so that the window says it as that layer words it (``error_text``).</extracomment>
        <translation>no hay ninguna mano seleccionada; selecciona o añade una mano primero</translation>
    </message>
    <message>
        <source>there is no hand {hand}; the pack has {count}</source>
        <translation>no existe la mano {hand}; el paquete tiene {count}</translation>
    </message>
    <message>
        <source>hand {hand} has no question {question}; select or add a question first</source>
        <translation>la mano {hand} no tiene pregunta {question}; selecciona o añade una pregunta primero</translation>
    </message>
    <message>
        <source>A pack holds at most {most} hands.</source>
        <translation>Un paquete tiene como máximo {most} manos.</translation>
    </message>
    <message>
        <source>hands are numbered 1 to {count}; cannot move hand {hand} to place {place}</source>
        <translation>las manos van numeradas del 1 al {count}; no se puede mover la mano {hand} al puesto {place}</translation>
    </message>
    <message>
        <source>a new order must name each hand once</source>
        <translation>un nuevo orden debe nombrar cada mano una sola vez</translation>
    </message>
    <message>
        <source>deck position {position}: use 0 to 51</source>
        <translation>posición {position} de la baraja: usa de 0 a 51</translation>
    </message>
    <message>
        <source>the hand has no actions to remove</source>
        <translation>la mano no tiene acciones que quitar</translation>
    </message>
    <message>
        <source>A hand asks at most {most} questions.</source>
        <translation>Una mano hace como máximo {most} preguntas.</translation>
    </message>
    <message>
        <source>{fault} is not a mistake this version knows</source>
        <translation>{fault} no es un error que conozca esta versión</translation>
    </message>
    <message>
        <source>choose the mistake shown first: a clean hand has no moment</source>
        <translation>elige primero el error que se muestra: una mano limpia no tiene momento</translation>
    </message>
    <message>
        <source>There is no answer to record: the question does not fit the hand.</source>
        <translation>No hay respuesta que guardar: la pregunta no encaja con la mano.</translation>
    </message>
    <message>
        <source>a pack has no field {name}; its fields are {fields}</source>
        <translation>un paquete no tiene el campo {name}; sus campos son {fields}</translation>
    </message>
    <message>
        <source>a table has no stake {key}; its stakes are {stakes}</source>
        <translation>una mesa no tiene la apuesta {key}; sus apuestas son {stakes}</translation>
    </message>
    <message>
        <source>seat {seat} is empty; seat a player there first</source>
        <translation>el asiento {seat} está vacío; sienta primero a un jugador ahí</translation>
    </message>
    <message>
        <source>{where}: {message}</source>
        <extracomment>The context every message of the packs layer is marked in. Where and what: ``hand 3: deck[5]: &quot;Xx&quot; is not a card``.</extracomment>
        <translation>{where}: {message}</translation>
    </message>
    <message>
        <source>{focus} does not arise in {game}; it can in {games}</source>
        <translation>{focus} no se da en {game}; sí puede darse en {games}</translation>
    </message>
    <message>
        <source>count must be from 1 to {most}</source>
        <translation>la cantidad debe ser de 1 a {most}</translation>
    </message>
    <message>
        <source>third street</source>
        <extracomment>Our variant -&gt; the PHH variant code. Files larger than this are refused before parsing. Seat numbers of the stud-scenario/1 format. The streets in a sentence (&quot;a common card on fifth street&quot;).</extracomment>
        <translation>tercera calle</translation>
    </message>
    <message>
        <source>fourth street</source>
        <translation>cuarta calle</translation>
    </message>
    <message>
        <source>fifth street</source>
        <translation>quinta calle</translation>
    </message>
    <message>
        <source>sixth street</source>
        <translation>sexta calle</translation>
    </message>
    <message>
        <source>seventh street</source>
        <translation>séptima calle</translation>
    </message>
    <message>
        <source>a scenario must be a JSON object (a dict)</source>
        <translation>un escenario debe ser un objeto JSON (un dict)</translation>
    </message>
    <message>
        <source>variant {variant} has no PHH game code; PHH names only the stud games {known}</source>
        <translation>la variante {variant} no tiene código de juego PHH; PHH solo nombra los juegos de stud {known}</translation>
    </message>
    <message>
        <source>the scenario is not valid: {error}</source>
        <translation>el escenario no es válido: {error}</translation>
    </message>
    <message>
        <source>the hand needs a common card on {street} (the stub ran short); PHH stud games deal no board cards, so this hand cannot be written as PHH</source>
        <translation>la mano necesita una carta comunitaria en {street} (no alcanzó el resto del mazo); los juegos de stud de PHH no reparten cartas de mesa, así que esta mano no se puede escribir como PHH</translation>
    </message>
    <message>
        <source>cannot write {value} as a PHH value</source>
        <translation>no se puede escribir {value} como valor PHH</translation>
    </message>
    <message>
        <source>rules must be one of &quot;pa&quot;, &quot;cardroom&quot;, &quot;online&quot;, not {rules}</source>
        <translation>rules debe ser &quot;pa&quot;, &quot;cardroom&quot; u &quot;online&quot;, no {rules}</translation>
    </message>
    <message>
        <source>bring_in: the bring-in must be more than 0</source>
        <translation>bring_in: el bring-in debe ser mayor que 0</translation>
    </message>
    <message>
        <source>bring_in: the bring-in ({bring_in}) cannot be more than the small bet ({small_bet})</source>
        <translation>bring_in: el bring-in ({bring_in}) no puede ser mayor que la apuesta pequeña ({small_bet})</translation>
    </message>
    <message>
        <source>small_bet: the small bet ({small_bet}) cannot be more than the big bet ({big_bet})</source>
        <translation>small_bet: la apuesta pequeña ({small_bet}) no puede ser mayor que la apuesta grande ({big_bet})</translation>
    </message>
    <message>
        <source>the imported hand does not replay: {error}</source>
        <translation>la mano importada no se puede reproducir: {error}</translation>
    </message>
    <message>
        <source>the PHH file is not UTF-8 text</source>
        <translation>el archivo PHH no es texto UTF-8</translation>
    </message>
    <message>
        <source>PHH input must be text, not {kind}</source>
        <translation>la entrada PHH debe ser texto, no {kind}</translation>
    </message>
    <message>
        <source>not a PHH file: the TOML is nested too deeply</source>
        <translation>no es un archivo PHH: el TOML está anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>a number of more than 4,300 digits is far too large to be meant; chip amounts are whole numbers of at most 13 digits</source>
        <translation>un número de más de 4300 cifras es demasiado grande para ser en serio; las cantidades de fichas son números enteros de 13 cifras como máximo</translation>
    </message>
    <message>
        <source>not valid TOML, so not a PHH file: {why}</source>
        <translation>TOML no válido, así que no es un archivo PHH: {why}</translation>
    </message>
    <message>
        <source>the PHH file is more than {limit} bytes; files over {limit} bytes are refused (one hand is a few kilobytes - is this a collection of hands?)</source>
        <translation>el archivo PHH ocupa más de {limit} bytes; se rechazan los archivos de más de {limit} bytes (una mano ocupa unos pocos kilobytes: ¿es una colección de manos?)</translation>
    </message>
    <message>
        <source>the PHH file is {size} bytes; files over {limit} bytes are refused (one hand is a few kilobytes - is this a collection of hands?)</source>
        <translation>el archivo PHH ocupa {size} bytes; se rechazan los archivos de más de {limit} bytes (una mano ocupa unos pocos kilobytes: ¿es una colección de manos?)</translation>
    </message>
    <message>
        <source>this looks like a collection of hands (.phhs, one table per hand); import one hand at a time</source>
        <translation>parece una colección de manos (.phhs, una tabla por mano); importa una mano cada vez</translation>
    </message>
    <message>
        <source>missing required field &apos;variant&apos; (the PHH game code: F7S, FR or F7S/8)</source>
        <translation>falta el campo obligatorio &apos;variant&apos; (el código de juego PHH: F7S, FR o F7S/8)</translation>
    </message>
    <message>
        <source>variant must be a string such as &quot;F7S&quot;, not {kind}</source>
        <translation>variant debe ser una cadena como &quot;F7S&quot;, no {kind}</translation>
    </message>
    <message>
        <source>variant {code} is not a stud game the trainer can replay; use F7S (seven-card stud), FR (razz) or F7S/8 (stud eight or better)</source>
        <translation>la variante {code} no es un juego de stud que el entrenador pueda reproducir; usa F7S (Seven-card Stud), FR (Razz) o F7S/8 (Stud ocho o mejor)</translation>
    </message>
    <message>
        <source>missing required fields {names} for {code}</source>
        <translation>faltan los campos obligatorios {names} para {code}</translation>
    </message>
    <message>
        <source>missing required field {names} for {code}</source>
        <translation>falta el campo obligatorio {names} para {code}</translation>
    </message>
    <message>
        <source>{where} must be a chip amount (a whole number), not {kind}</source>
        <translation>{where} debe ser una cantidad de fichas (un número entero), no {kind}</translation>
    </message>
    <message>
        <source>{where} is {value}: unknown or infinite amounts cannot be replayed; give the number of chips</source>
        <translation>{where} es {value}: las cantidades desconocidas o infinitas no se pueden reproducir; escribe el número de fichas</translation>
    </message>
    <message>
        <source>{where} cannot be negative ({value})</source>
        <translation>{where} no puede ser negativo ({value})</translation>
    </message>
    <message>
        <source>{where} is {value}; at most {most} chips are allowed</source>
        <translation>{where} es {value}; se permiten como máximo {most} fichas</translation>
    </message>
    <message>
        <source>{where} is {value}: chip amounts must be whole numbers</source>
        <translation>{where} es {value}: las cantidades de fichas deben ser números enteros</translation>
    </message>
    <message>
        <source>{name} must be an array [...], not {kind}</source>
        <translation>{name} debe ser un array [...], no {kind}</translation>
    </message>
    <message>
        <source>starting_stacks lists 1 player; a hand needs at least 2</source>
        <translation>starting_stacks tiene 1 jugador; una mano necesita al menos 2</translation>
    </message>
    <message>
        <source>starting_stacks lists {count} players; a hand needs at least 2</source>
        <translation>starting_stacks tiene {count} jugadores; una mano necesita al menos 2</translation>
    </message>
    <message>
        <source>starting_stacks lists {count} players; a stud table here seats at most {most}</source>
        <translation>starting_stacks tiene {count} jugadores; aquí una mesa de stud sienta como máximo a {most}</translation>
    </message>
    <message>
        <source>starting_stacks[{i}] is 0; every player needs chips</source>
        <translation>starting_stacks[{i}] es 0; cada jugador necesita fichas</translation>
    </message>
    <message>
        <source>antes has {count} entries but there are {n} players (starting_stacks); give one ante per player</source>
        <translation>antes tiene {count} entradas pero hay {n} jugadores (starting_stacks); pon un ante por jugador</translation>
    </message>
    <message>
        <source>antes differ between players ({antes}); a stud scenario has one ante for every seat</source>
        <translation>los antes difieren entre jugadores ({antes}); un escenario de stud tiene un mismo ante para cada asiento</translation>
    </message>
    <message>
        <source>blinds_or_straddles: stud games have a bring-in, not blinds; remove the field</source>
        <translation>blinds_or_straddles: los juegos de stud tienen bring-in, no ciegas; quita el campo</translation>
    </message>
    <message>
        <source>seat_count must be a whole number, not {kind}</source>
        <translation>seat_count debe ser un número entero, no {kind}</translation>
    </message>
    <message>
        <source>seat_count is {count} but there are {n} players</source>
        <translation>seat_count es {count} pero hay {n} jugadores</translation>
    </message>
    <message>
        <source>seats has {count} entries but there are {n} players (starting_stacks); give one seat number per player</source>
        <translation>seats tiene {count} entradas pero hay {n} jugadores (starting_stacks); pon un número de asiento por jugador</translation>
    </message>
    <message>
        <source>seats[{i}] must be a seat number, not {kind}</source>
        <translation>seats[{i}] debe ser un número de asiento, no {kind}</translation>
    </message>
    <message>
        <source>seats[{i}] is {value}; seat numbers run from 1 to {most}</source>
        <translation>seats[{i}] es {value}; los números de asiento van del 1 al {most}</translation>
    </message>
    <message>
        <source>seats[{i}]: seat {seat} is listed twice</source>
        <translation>seats[{i}]: el asiento {seat} aparece dos veces</translation>
    </message>
    <message>
        <source>seat_count is {count} but seats uses seat {seat}</source>
        <translation>seat_count es {count} pero seats usa el asiento {seat}</translation>
    </message>
    <message>
        <source>seats {seats} are not in clockwise order from the dealer&apos;s left (PHH lists players in dealing order); each seat number must be higher than the one before, except once, going round past seat {last}</source>
        <translation>los asientos {seats} no están en el sentido de las agujas del reloj desde la izquierda del crupier (PHH enumera a los jugadores en el orden de reparto); cada número de asiento debe ser mayor que el anterior, salvo una vez, al dar la vuelta pasado el asiento {last}</translation>
    </message>
    <message>
        <source>_overrides must be a table {{...}} of rule parameters, not {kind}</source>
        <translation>_overrides debe ser una tabla {{...}} de parámetros de reglas, no {kind}</translation>
    </message>
    <message>
        <source>_overrides.{key} must be a whole number, true/false or a name, not a decimal number</source>
        <translation>_overrides.{key} debe ser un número entero, true/false o un nombre, no un número decimal</translation>
    </message>
    <message>
        <source>_overrides.{key} must be a whole number, true/false or a name, not {kind}</source>
        <translation>_overrides.{key} debe ser un número entero, true/false o un nombre, no {kind}</translation>
    </message>
    <message>
        <source>_burns lists {count} cards; seven-card stud burns at most {most}</source>
        <translation>_burns tiene {count} cartas; en Seven-card Stud se queman como máximo {most}</translation>
    </message>
    <message>
        <source>_burns[{i}] must be a card such as &quot;7c&quot;, not {kind}</source>
        <translation>_burns[{i}] debe ser una carta como &quot;7c&quot;, no {kind}</translation>
    </message>
    <message>
        <source>_burns[{i}] is {value}, not a card: use a rank from 23456789TJQKA followed by a suit from c, d, h, s</source>
        <translation>_burns[{i}] es {value}, no una carta: usa un rango de 23456789TJQKA seguido de un palo de c, d, h, s</translation>
    </message>
    <message>
        <source>{where} must be a string such as &quot;p1 cc&quot;, not {kind}</source>
        <translation>{where} debe ser una cadena como &quot;p1 cc&quot;, no {kind}</translation>
    </message>
    <message>
        <source>line {line}: {where}</source>
        <translation>línea {line}: {where}</translation>
    </message>
    <message>
        <source>{where}: deals board cards, but stud games have no board (common cards cannot be imported)</source>
        <extracomment>A comment or a one-line TOML string (basic or literal).</extracomment>
        <translation>{where}: reparte cartas de mesa, pero los juegos de stud no tienen mesa (las cartas comunitarias no se pueden importar)</translation>
    </message>
    <message>
        <source>{where}: a dealer action must read &quot;d dh pN CARDS&quot;</source>
        <translation>{where}: una acción del crupier debe decir &quot;d dh pN CARTAS&quot;</translation>
    </message>
    <message>
        <source>{where}: {amount} is not a whole number of chips</source>
        <translation>{where}: {amount} no es un número entero de fichas</translation>
    </message>
    <message>
        <source>{where}: standing pat or discarding is a draw-game action, not stud</source>
        <translation>{where}: plantarse o descartarse es una acción de los juegos de cambio (draw), no de stud</translation>
    </message>
    <message>
        <source>{where}: not a PHH stud action; expected &quot;pN pb&quot;, &quot;pN cbr AMOUNT&quot;, &quot;pN cc&quot;, &quot;pN f&quot;, &quot;pN sm [CARDS]&quot; or &quot;d dh pN CARDS&quot;</source>
        <translation>{where}: no es una acción PHH de stud; se esperaba &quot;pN pb&quot;, &quot;pN cbr CANTIDAD&quot;, &quot;pN cc&quot;, &quot;pN f&quot;, &quot;pN sm [CARTAS]&quot; o &quot;d dh pN CARTAS&quot;</translation>
    </message>
    <message>
        <source>{where}: {word} is not an actor; use d for the dealer or p1..p{n} for a player</source>
        <translation>{where}: {word} no es un actor; usa d para el crupier o p1..p{n} para un jugador</translation>
    </message>
    <message>
        <source>{where}: there is no player {word}; the hand has {n} players (p1..p{n})</source>
        <translation>{where}: no existe el jugador {word}; la mano tiene {n} jugadores (p1..p{n})</translation>
    </message>
    <message>
        <source>{where}: {word} is not a list of cards; write each card as two characters (&quot;As&quot;, &quot;Td&quot;, &quot;??&quot; for an unknown card) with no spaces between them</source>
        <translation>{where}: {word} no es una lista de cartas; escribe cada carta con dos caracteres (&quot;As&quot;, &quot;Td&quot;, &quot;??&quot; para una carta desconocida) sin espacios entre ellas</translation>
    </message>
    <message>
        <source>{where}: {pair} is not a card: use a rank from {ranks} followed by a suit from {suits}, or ?? for an unknown card</source>
        <translation>{where}: {pair} no es una carta: usa un rango de {ranks} seguido de un palo de {suits}, o ?? para una carta desconocida</translation>
    </message>
    <message>
        <source>{where}: {card} was already dealt ({before}); each card appears once</source>
        <translation>{where}: {card} ya se repartió ({before}); cada carta aparece una sola vez</translation>
    </message>
    <message>
        <source>{where}: p{player} would hold more than {most} cards; seven-card stud deals seven</source>
        <translation>{where}: p{player} tendría más de {most} cartas; en Seven-card Stud se reparten siete</translation>
    </message>
    <message>
        <source>{where}: p{player} shows {card}, which it was not dealt</source>
        <translation>{where}: p{player} muestra {card}, que no se le repartió</translation>
    </message>
    <message>
        <source>{where}: p{player} is dealt a card the file leaves unknown (??) and never shows; the trainer does not make up cards, so give every card dealt (or a later &quot;sm&quot; action that shows them)</source>
        <translation>{where}: a p{player} se le reparte una carta que el archivo deja desconocida (??) y nunca muestra; el entrenador no se inventa cartas, así que escribe cada carta repartida (o una acción &quot;sm&quot; posterior que las muestre)</translation>
    </message>
    <message>
        <source>p{player} (seat {seat})</source>
        <translation>p{player} (asiento {seat})</translation>
    </message>
    <message>
        <source>it has folded</source>
        <translation>se ha retirado</translation>
    </message>
    <message>
        <source>the betting on the street before is not over</source>
        <translation>la ronda de apuestas de la calle anterior no ha terminado</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>la mano ha terminado</translation>
    </message>
    <message>
        <source>{where}: {player} is not dealt this card now: {reason}</source>
        <translation>{where}: a {player} no se le reparte esta carta ahora: {reason}</translation>
    </message>
    <message>
        <source>{where}: the dealer deals {actual} to {player} here, not {card}</source>
        <translation>{where}: aquí el crupier le reparte {actual} a {player}, no {card}</translation>
    </message>
    <message>
        <source>{where}: {player} completes to {total} in this fixed-limit game, not {amount}</source>
        <extracomment>&quot;p2 (seat 6) raises to 40 in this fixed-limit game, not 30&quot;, by the move.</extracomment>
        <translation>{where}: {player} completa a {total} en este juego de límite fijo, no a {amount}</translation>
    </message>
    <message>
        <source>{where}: {player} bets to {total} in this fixed-limit game, not {amount}</source>
        <translation>{where}: {player} apuesta {total} en este juego de límite fijo, no {amount}</translation>
    </message>
    <message>
        <source>{where}: {player} raises to {total} in this fixed-limit game, not {amount}</source>
        <translation>{where}: {player} sube a {total} en este juego de límite fijo, no a {amount}</translation>
    </message>
    <message>
        <source>{where}: the hand is already over</source>
        <translation>{where}: la mano ya ha terminado</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>{where}: {player} acts out of turn; {who} is to act and must bring in</source>
        <translation>{where}: {player} actúa fuera de turno; le toca actuar a {who}, que debe hacer el bring-in</translation>
    </message>
    <message>
        <source>{where}: {player} acts out of turn; {who} is to act</source>
        <translation>{where}: {player} actúa fuera de turno; le toca actuar a {who}</translation>
    </message>
    <message>
        <source>it is not allowed now</source>
        <translation>ahora no está permitido</translation>
    </message>
    <message>
        <source>{where}: {player} cannot complete, bet or raise: {problem}</source>
        <translation>{where}: {player} no puede completar, apostar ni subir: {problem}</translation>
    </message>
    <message>
        <source>the hand does not fit a stud scenario: {error}</source>
        <translation>la mano no encaja en un escenario de stud: {error}</translation>
    </message>
    <message>
        <source>a number of {count} digits</source>
        <translation>un número de {count} cifras</translation>
    </message>
    <message>
        <source>the number {value}</source>
        <translation>el número {value}</translation>
    </message>
    <message>
        <source>the string {value}</source>
        <translation>la cadena {value}</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un array</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>una tabla</translation>
    </message>
    <message>
        <source>a {kind} value</source>
        <translation>un valor {kind}</translation>
    </message>
    <message>
        <source>must be a whole number, not {kind}</source>
        <extracomment>&quot;must be a whole number, not the string &quot;x&quot;&quot;, by the type the schema wants.</extracomment>
        <translation>debe ser un número entero, no {kind}</translation>
    </message>
    <message>
        <source>must be an object {{...}}, not {kind}</source>
        <translation>debe ser un objeto {{...}}, no {kind}</translation>
    </message>
    <message>
        <source>must be a list [...], not {kind}</source>
        <translation>debe ser una lista [...], no {kind}</translation>
    </message>
    <message>
        <source>must be a string, not {kind}</source>
        <translation>debe ser una cadena, no {kind}</translation>
    </message>
    <message>
        <source>must be true or false, not {kind}</source>
        <translation>debe ser true o false, no {kind}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>a number of about {count} digits</source>
        <translation>un número de unas {count} cifras</translation>
    </message>
    <message>
        <source>{first} or {rest}</source>
        <translation>{first} o {rest}</translation>
    </message>
    <message>
        <source>missing required keys {keys}</source>
        <translation>faltan las claves obligatorias {keys}</translation>
    </message>
    <message>
        <source>missing required key {keys}</source>
        <translation>falta la clave obligatoria {keys}</translation>
    </message>
    <message>
        <source>seat numbers are &quot;1&quot; to &quot;9&quot;; got {keys}</source>
        <translation>los números de asiento van de &quot;1&quot; a &quot;9&quot;; se recibió {keys}</translation>
    </message>
    <message>
        <source>unknown keys {keys} (check the spelling; unknown keys are rejected)</source>
        <translation>claves desconocidas {keys} (revisa cómo están escritas; se rechazan las claves desconocidas)</translation>
    </message>
    <message>
        <source>unknown key {keys} (check the spelling; unknown keys are rejected)</source>
        <translation>clave desconocida {keys} (revisa cómo está escrita; se rechazan las claves desconocidas)</translation>
    </message>
    <message>
        <source>{value} is not allowed; use {choices}</source>
        <translation>{value} no está permitido; usa {choices}</translation>
    </message>
    <message>
        <source>{value} is not a card: use a rank from 23456789TJQKA followed by a suit from c, d, h, s (e.g. &quot;Th&quot;)</source>
        <translation>{value} no es una carta: usa un rango de 23456789TJQKA seguido de un palo de c, d, h, s (p. ej., &quot;Th&quot;)</translation>
    </message>
    <message>
        <source>the deck must list all 52 cards; it has {count}</source>
        <translation>la baraja debe tener las 52 cartas; tiene {count}</translation>
    </message>
    <message>
        <source>needs at least {least} items</source>
        <translation>necesita al menos {least} elementos</translation>
    </message>
    <message>
        <source>has {count} items; at most {most} are allowed</source>
        <translation>tiene {count} elementos; se permiten como máximo {most}</translation>
    </message>
    <message>
        <source>at least two seats must be occupied</source>
        <translation>debe haber al menos dos asientos ocupados</translation>
    </message>
    <message>
        <source>{value} is not a date: write it as YYYY-MM-DD, e.g. 2026-11-29</source>
        <translation>{value} no es una fecha: escríbela como AAAA-MM-DD, p. ej., 2026-11-29</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>no puede estar vacío</translation>
    </message>
    <message>
        <source>is longer than the {most} characters allowed</source>
        <translation>tiene más de los {most} caracteres permitidos</translation>
    </message>
    <message>
        <source>must be at least {least}, not {value}</source>
        <translation>debe ser al menos {least}, no {value}</translation>
    </message>
    <message>
        <source>must be at most {most}, not {value}</source>
        <translation>debe ser como máximo {most}, no {value}</translation>
    </message>
    <message>
        <source>nested too deeply to be a pack</source>
        <translation>anidado a demasiada profundidad para ser un paquete</translation>
    </message>
    <message>
        <source>larger than {size} MB; a pack of a thousand hands is about 3 MB</source>
        <extracomment>A format name as this app and later ones write it: ``stud-pack/`` and its version.</extracomment>
        <translation>ocupa más de {size} MB; un paquete de mil manos ocupa unos 3 MB</translation>
    </message>
    <message>
        <source>{reason} (is the file complete?)</source>
        <translation>{reason} (¿está completo el archivo?)</translation>
    </message>
    <message>
        <source>pack</source>
        <translation>paquete</translation>
    </message>
    <message>
        <source>hand {hand}</source>
        <translation>mano {hand}</translation>
    </message>
    <message>
        <source>hand {hand}, question {question}</source>
        <translation>mano {hand}, pregunta {question}</translation>
    </message>
    <message>
        <source>{place}: {field}</source>
        <translation>{place}: {field}</translation>
    </message>
    <message>
        <source>a pack must be a JSON object</source>
        <extracomment>Says how far opening a pack has got: hands checked, hands in all, what. It may raise (to cancel): the opening then stops and the exception passes through.</extracomment>
        <translation>un paquete debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>&quot;action&quot; counts the actions of one street: give the &quot;street&quot; it is on as well</source>
        <translation>&quot;action&quot; cuenta las acciones de una calle: indica también la &quot;street&quot; en la que está</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; is for a mistake of a &quot;{drill}&quot; question; a &quot;{other}&quot; question has none</source>
        <translation>«{key}» es para el error de una pregunta «{drill}»; una pregunta «{other}» no tiene ninguno</translation>
    </message>
    <message>
        <source>a &quot;{drill}&quot; question is pinned by &quot;fault&quot;, &quot;street&quot; and &quot;event&quot;, not by &quot;{key}&quot;</source>
        <translation>una pregunta «{drill}» se fija con «fault», «street» y «event», no con «{key}»</translation>
    </message>
    <message>
        <source>this hand has no event {event} on street {street}: that street has {count} events (counted from 0)</source>
        <translation>esta mano no tiene el suceso {event} en la calle {street}: esa calle tiene {count} sucesos (contados desde 0)</translation>
    </message>
    <message>
        <source>a &quot;spot-the-error&quot; question expects the mistake and where it is seen, as {example} (&quot;card&quot; too for a card, no &quot;seat&quot; for a pile such as &quot;burn&quot;), or {clean} for a hand without one</source>
        <translation>una pregunta «spot-the-error» espera el error y dónde se ve, como {example} (también «card» para una carta, sin «seat» para un montón como «burn»), o {clean} para una mano sin error</translation>
    </message>
    <message>
        <source>a moment of a &quot;spot-the-error&quot; question pins its mistake: give the &quot;fault&quot; as well</source>
        <translation>el momento de una pregunta «spot-the-error» fija su error: indica también «fault»</translation>
    </message>
    <message>
        <source>a hand played without a mistake (&quot;fault&quot;: &quot;none&quot;) has no moment to pin: leave out &quot;street&quot; and &quot;event&quot;</source>
        <translation>una mano jugada sin error («fault»: «none») no tiene momento que fijar: quita «street» y «event»</translation>
    </message>
    <message>
        <source>the moment of a mistake is a &quot;street&quot; and which of its events (&quot;event&quot;, 0 = its first): give both</source>
        <translation>el momento de un error es una calle («street») y cuál de sus sucesos («event», 0 = el primero): indica los dos</translation>
    </message>
    <message>
        <source>this pack is in format {format}, made by a newer version of Dealer Trainer; install the newer version to open it (this one reads {formats})</source>
        <translation>este paquete tiene el formato {format}, de una versión más nueva de Dealer Trainer; instala la versión más nueva para abrirlo (esta lee {formats})</translation>
    </message>
    <message>
        <source>a {old} pack cannot hold this (it is new in {new}): set &quot;format&quot; to &quot;{new}&quot;, as this version of Dealer Trainer saves such a pack</source>
        <translation>un paquete {old} no puede contener esto (es nuevo en {new}): pon &quot;format&quot; en &quot;{new}&quot;, que es como esta versión de Dealer Trainer guarda un paquete así</translation>
    </message>
    <message>
        <source>must be an amount of chips (a whole number, 0 or more), not {kind}</source>
        <extracomment>What a value of an expected answer must be, by what is asked (the file&apos;s value follows).</extracomment>
        <translation>debe ser una cantidad de fichas (un número entero, 0 o más), no {kind}</translation>
    </message>
    <message>
        <source>must be a list of seat numbers from 1 to 9, such as [3, 5], not {kind}</source>
        <translation>debe ser una lista de números de asiento del 1 al 9, como [3, 5], no {kind}</translation>
    </message>
    <message>
        <source>must be an announcement, a hand or a low written as the pack format says (such as {{&quot;announce&quot;: &quot;call&quot;, &quot;amount&quot;: 10}}), not {kind}</source>
        <translation>debe ser un anuncio, una mano o una baja escritos como dice el formato de paquete (como {{&quot;announce&quot;: &quot;call&quot;, &quot;amount&quot;: 10}}), no {kind}</translation>
    </message>
    <message>
        <source>the question asks for {asked} answers, one after another; this list gives {given}</source>
        <translation>la pregunta pide {asked} respuestas, una tras otra; esta lista da {given}</translation>
    </message>
</context>
<context>
    <name>PackSide</name>
    <message>
        <source>Pack</source>
        <translation>Paquete</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Título</translation>
    </message>
    <message>
        <source>The pack&apos;s name, as trainees see it</source>
        <translation>El nombre del paquete, tal como lo ven los alumnos</translation>
    </message>
    <message>
        <source>Pack title</source>
        <translation>Título del paquete</translation>
    </message>
    <message>
        <source>&amp;Author</source>
        <translation>A&amp;utor</translation>
    </message>
    <message>
        <source>Who made the pack</source>
        <translation>Quién hizo el paquete</translation>
    </message>
    <message>
        <source>Pack author</source>
        <translation>Autor del paquete</translation>
    </message>
    <message>
        <source>&amp;Version</source>
        <translation>&amp;Versión</translation>
    </message>
    <message>
        <source>Your version label, e.g. 1.2</source>
        <translation>Tu etiqueta de versión, p. ej. 1.2</translation>
    </message>
    <message>
        <source>Pack version</source>
        <translation>Versión del paquete</translation>
    </message>
    <message>
        <source>Cr&amp;eated</source>
        <translation>Cread&amp;o</translation>
    </message>
    <message>
        <source>The date the pack was made, YYYY-MM-DD</source>
        <translation>La fecha en que se hizo el paquete, AAAA-MM-DD</translation>
    </message>
    <message>
        <source>Pack created</source>
        <translation>Fecha de creación del paquete</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>AAAA-MM-DD</translation>
    </message>
    <message>
        <source>Pack description</source>
        <translation>Descripción del paquete</translation>
    </message>
    <message>
        <source>What the pack teaches, for whom</source>
        <translation>Qué enseña el paquete y para quién</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Descripción</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Hands in the pack</source>
        <translation>Manos del paquete</translation>
    </message>
    <message>
        <source>Drag a hand to reorder, or use Alt+Up / Alt+Down</source>
        <translation>Arrastra una mano para reordenar, o usa Alt+flecha arriba / Alt+flecha abajo</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Pack check</source>
        <translation>Revisión del paquete</translation>
    </message>
    <message>
        <source>PA</source>
        <comment>Pennsylvania rules, abbreviated</comment>
        <translation>PA</translation>
    </message>
    <message>
        <source>Cardroom</source>
        <comment>cardroom house rules, abbreviated</comment>
        <translation>Sala</translation>
    </message>
    <message>
        <source>Online</source>
        <comment>online room rules, abbreviated</comment>
        <translation>En línea</translation>
    </message>
    <message>
        <source>Untitled hand</source>
        <translation>Mano sin título</translation>
    </message>
    <message>
        <source>{count} question</source>
        <translation>{count} pregunta</translation>
    </message>
    <message>
        <source>{count} questions</source>
        <translation>{count} preguntas</translation>
    </message>
    <message>
        <source>{count} seats</source>
        <translation>{count} asientos</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Hand {number}: {problem}</source>
        <translation>Mano {number}: {problem}</translation>
    </message>
    <message>
        <source>The pack is empty: add a hand (New hand).</source>
        <translation>El paquete está vacío: añade una mano (Nueva mano).</translation>
    </message>
    <message>
        <source>…and {count} more</source>
        <translation>…y {count} más</translation>
    </message>
    <message>
        <source>⚠ Needs attention:</source>
        <translation>⚠ Requiere atención:</translation>
    </message>
    <message>
        <source>✓ Ready:</source>
        <translation>✓ Listo:</translation>
    </message>
    <message>
        <source>{hands} hands, {questions} questions</source>
        <translation>{hands} manos, {questions} preguntas</translation>
    </message>
</context>
<context>
    <name>PartWords</name>
    <message>
        <source>Pot</source>
        <translation>Bote</translation>
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
        <source>the pot</source>
        <translation>el bote</translation>
    </message>
    <message>
        <source>the main pot</source>
        <translation>el bote principal</translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <translation>el bote lateral {number}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>asiento {seat}</translation>
    </message>
    <message>
        <source>seats {seats} and {last}</source>
        <translation>asientos {seats} y {last}</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Para igualar</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Complete to</source>
        <translation>Completar a</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>Subir a</translation>
    </message>
    <message>
        <source>Is the betting capped?</source>
        <translation>¿Se llegó al tope de apuestas?</translation>
    </message>
    <message>
        <source>Raises left before the cap</source>
        <translation>Subidas que quedan antes del tope</translation>
    </message>
    <message>
        <source>May the big bet be bet now?</source>
        <translation>¿Se puede apostar ya la apuesta grande?</translation>
    </message>
    <message>
        <source>May seat {seat} bet the big bet?</source>
        <translation>¿Puede el asiento {seat} apostar la apuesta grande?</translation>
    </message>
    <message>
        <source>Is the raising reopened?</source>
        <translation>¿Se reabren las subidas?</translation>
    </message>
    <message>
        <source>May seat {seat} raise again?</source>
        <translation>¿Puede el asiento {seat} volver a subir?</translation>
    </message>
    <message>
        <source>The dealer announces</source>
        <translation>El crupier anuncia</translation>
    </message>
    <message>
        <source>For seat {seat}, the dealer announces</source>
        <translation>Para el asiento {seat}, el crupier anuncia</translation>
    </message>
    <message>
        <source>Uncalled chips given back</source>
        <translation>Fichas no igualadas que se devuelven</translation>
    </message>
    <message>
        <source>Who gets the uncalled chips back?</source>
        <translation>¿A quién se le devuelven las fichas no igualadas?</translation>
    </message>
    <message>
        <source>All the chips in the pot</source>
        <translation>Todas las fichas del bote</translation>
    </message>
    <message>
        <source>Who can win {pot}?</source>
        <translation>¿Quién puede ganar {pot}?</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Rake</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s high hand</source>
        <translation>Mano alta del asiento {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s low</source>
        <translation>Baja del asiento {seat}</translation>
    </message>
    <message>
        <source>Does seat {seat}&apos;s low qualify?</source>
        <translation>¿Califica la baja del asiento {seat}?</translation>
    </message>
    <message>
        <source>The stack</source>
        <translation>La pila</translation>
    </message>
    <message>
        <source>Each half</source>
        <translation>Cada mitad</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Fichas sobrantes</translation>
    </message>
    <message>
        <source>Who gets the odd chip?</source>
        <translation>¿Quién se lleva la ficha sobrante?</translation>
    </message>
    <message>
        <source>Cards left in the stub</source>
        <translation>Cartas que quedan en el resto del mazo</translation>
    </message>
    <message>
        <source>Enough for the burn and a card to every player still in?</source>
        <translation>¿Alcanzan para la quemada y una carta a cada jugador que sigue?</translation>
    </message>
    <message>
        <source>Who wins the pot?</source>
        <translation>¿Quién gana el bote?</translation>
    </message>
    <message>
        <source>Who wins {pot}?</source>
        <translation>¿Quién gana {pot}?</translation>
    </message>
    <message>
        <source>Who wins the high half?</source>
        <translation>¿Quién gana la mitad alta?</translation>
    </message>
    <message>
        <source>Who wins the low half?</source>
        <translation>¿Quién gana la mitad baja?</translation>
    </message>
    <message>
        <source>of the main pot</source>
        <translation>del bote principal</translation>
    </message>
    <message>
        <source>of side pot {number}</source>
        <translation>del bote lateral {number}</translation>
    </message>
    <message>
        <source>Who wins the high half {of_pot}?</source>
        <translation>¿Quién gana la mitad alta {of_pot}?</translation>
    </message>
    <message>
        <source>Who wins the low half {of_pot}?</source>
        <translation>¿Quién gana la mitad baja {of_pot}?</translation>
    </message>
    <message>
        <source>Bring-in, {amount}</source>
        <translation>Bring-in, {amount}</translation>
    </message>
    <message>
        <source>Complete to {amount}</source>
        <translation>Completa a {amount}</translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation>Apuesta {amount}</translation>
    </message>
    <message>
        <source>Raise to {amount}</source>
        <translation>Sube a {amount}</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>Iguala {amount}</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Pasa</translation>
    </message>
    <message>
        <source>All in for {amount}</source>
        <translation>All-in por {amount}</translation>
    </message>
    <message>
        <source>Capped — call {amount} or fold</source>
        <translation>Tope: iguala {amount} o retírate</translation>
    </message>
    <message>
        <source>Call {amount} or fold — the raising is not reopened</source>
        <translation>Iguala {amount} o retírate: no se reabren las subidas</translation>
    </message>
    <message>
        <source>No low</source>
        <translation>Sin baja</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>nobody: no low qualifies, so the high hand takes the whole pot</source>
        <translation>nadie: ninguna baja califica, así que la mano alta se lleva el bote entero</translation>
    </message>
    <message>
        <source>{question} {answer}</source>
        <translation>{question} {answer}</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <source>you left it blank</source>
        <translation>lo dejaste en blanco</translation>
    </message>
    <message>
        <source>you chose {given}</source>
        <translation>elegiste {given}</translation>
    </message>
    <message>
        <source>you answered {given}</source>
        <translation>respondiste {given}</translation>
    </message>
    <message>
        <source>{pot}: {seats} can win it ({given}).</source>
        <translation>{pot}, quién puede ganarlo: {seats} ({given}).</translation>
    </message>
    <message>
        <source>{question} {right} ({given}).</source>
        <translation>{question} {right} ({given}).</translation>
    </message>
    <message>
        <source>{label}: {right} ({given}).</source>
        <translation>{label}: {right} ({given}).</translation>
    </message>
</context>
<context>
    <name>PartsPage</name>
    <message>
        <source>Checked</source>
        <extracomment>The most chips an amount box takes. A choice whose options are all at most this long shows them two to a line. The mark of the seats row that a click on the table goes to.</extracomment>
        <translation>Corregido</translation>
    </message>
    <message>
        <source>Yes (Y)</source>
        <translation>Sí (Y)</translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation>No (N)</translation>
    </message>
    <message>
        <source>Yes: {question}</source>
        <translation>Sí: {question}</translation>
    </message>
    <message>
        <source>No: {question}</source>
        <translation>No: {question}</translation>
    </message>
    <message>
        <source>Click the seats on the table (or press their numbers); 0 for nobody, Delete to clear</source>
        <translation>Haz clic en los asientos de la mesa (o pulsa sus números); 0 para nadie, Supr para borrar</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Check the answer (Enter)</source>
        <translation>Comprobar la respuesta (Intro)</translation>
    </message>
    <message>
        <source>{button}: {question}</source>
        <translation>{button}: {question}</translation>
    </message>
    <message>
        <source>Right: {right}</source>
        <extracomment>The right value, shown once the part is checked and found wrong. Every widget of the row, to find the row of the widget with the focus. The row&apos;s one Tab stop (Tab and Shift+Tab move from row to row). The row&apos;s controls, as laid out on the page.</extracomment>
        <translation>Correcto: {right}</translation>
    </message>
    <message>
        <source>{option}: {question}</source>
        <translation>{option}: {question}</translation>
    </message>
    <message>
        <source>Seats: click them on the table or press their numbers; ▶ marks the row they go to.</source>
        <extracomment>The response checked: a :class:`PartsResponse`. Whether rows were loaded (with or without their values). How seats are chosen, shown when the question asks for seats.</extracomment>
        <translation>Asientos: haz clic en ellos en la mesa o pulsa sus números; ▶ marca la fila a la que van.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
</context>
<context>
    <name>PresenterWindow</name>
    <message>
        <source>→ / Space</source>
        <extracomment>The presenter&apos;s keys, in one place: the key handler and the help line read them.</extracomment>
        <translation>→ / Espacio</translation>
    </message>
    <message>
        <source>reveal, then next</source>
        <translation>mostrar y luego siguiente</translation>
    </message>
    <message>
        <source>previous</source>
        <translation>anterior</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>mostrar</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>first</source>
        <translation>primera</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>last</source>
        <translation>última</translation>
    </message>
    <message>
        <source>hole cards</source>
        <translation>cartas tapadas</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>pantalla completa</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>close</source>
        <translation>cerrar</translation>
    </message>
    <message>
        <source>{title} — presenting</source>
        <extracomment>High-contrast colours on the table&apos;s dark surround (the theme&apos;s projector ink). Text sizes as multiples of the application font (at a 1080-pixel-high window). The reveal text shrinks to fit its area, but not below this share of its size. Stands for the answer&apos;s point size in the reveal text until it is fitted. The item and question now shown (both counted from 0).</extracomment>
        <translation>{title} — presentación</translation>
    </message>
    <message>
        <source>Presenter</source>
        <translation>Modo presentación</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
    <message>
        <source>End of the pack. Home goes back to the first question.</source>
        <translation>Fin del paquete. Inicio vuelve a la primera pregunta.</translation>
    </message>
    <message>
        <source>This pack has no questions.</source>
        <translation>Este paquete no tiene preguntas.</translation>
    </message>
    <message>
        <source>{number} / {count}</source>
        <translation>{number} / {count}</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Pregunta {number} de {count}</translation>
    </message>
    <message>
        <source>Is there a mistake on the table? What is it, and where?</source>
        <translation>¿Hay un error en la mesa? ¿Cuál es y dónde?</translation>
    </message>
    <message>
        <source>Ask the class.</source>
        <translation>Pregunta a la clase.</translation>
    </message>
    <message>
        <source>Press → or Space to reveal the answer.</source>
        <translation>Pulsa → o Espacio para mostrar la respuesta.</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>Preview — what the trainee sees</source>
        <translation>Vista previa: lo que ve el alumno</translation>
    </message>
    <message>
        <source>Preview of the table</source>
        <translation>Vista previa de la mesa</translation>
    </message>
    <message>
        <source>Show the hand at event</source>
        <translation>Mostrar la mano en el evento</translation>
    </message>
    <message>
        <source>Show the hand after this many of its events</source>
        <translation>Mostrar la mano tras este número de sus eventos</translation>
    </message>
    <message>
        <source>At the question</source>
        <translation>En la pregunta</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>Lo último</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Moment shown</source>
        <translation>Momento mostrado</translation>
    </message>
    <message>
        <source>The right answer</source>
        <translation>La respuesta correcta</translation>
    </message>
    <message>
        <source>Select or add a hand to see it here.</source>
        <translation>Selecciona o añade una mano para verla aquí.</translation>
    </message>
    <message>
        <source>before the antes</source>
        <translation>antes de poner los antes</translation>
    </message>
    <message>
        <source>Event {count} of {total}: {last}</source>
        <translation>Evento {count} de {total}: {last}</translation>
    </message>
    <message>
        <source>The whole hand, played live: {moment}</source>
        <translation>Toda la mano, jugada en vivo: {moment}</translation>
    </message>
    <message>
        <source> — the moment the question is asked.</source>
        <translation> — el momento en que se hace la pregunta.</translation>
    </message>
    <message>
        <source> — the latest point of the hand; seat {seat} to act.</source>
        <translation> — el último punto de la mano; actúa el asiento {seat}.</translation>
    </message>
    <message>
        <source> — the latest point of the hand; it is over.</source>
        <translation> — el último punto de la mano; ha terminado.</translation>
    </message>
    <message>
        <source>no mistake is shown; this is the end of the hand, as the trainee lets it run.</source>
        <translation>no se muestra ningún error; este es el final de la mano, tal como el alumno la deja correr.</translation>
    </message>
    <message>
        <source>this is the moment the mistake is first seen.</source>
        <translation>este es el momento en que el error se ve por primera vez.</translation>
    </message>
    <message>
        <source>No question selected.</source>
        <translation>No hay ninguna pregunta seleccionada.</translation>
    </message>
    <message>
        <source>Add one on the Questions tab to see the right answer and its reasons here.</source>
        <translation>Añade una en la pestaña Preguntas para ver aquí la respuesta correcta y sus motivos.</translation>
    </message>
    <message>
        <source> · {street} street</source>
        <translation> · {street} calle</translation>
    </message>
    <message>
        <source>Q{number}: {drill}{where}</source>
        <translation>P{number}: {drill}{where}</translation>
    </message>
    <message>
        <source>⚠ This question does not fit the hand:</source>
        <translation>⚠ Esta pregunta no encaja con la mano:</translation>
    </message>
    <message>
        <source>Change its street or drill, or the hand&apos;s actions.</source>
        <translation>Cambia su calle o su ejercicio, o las acciones de la mano.</translation>
    </message>
    <message>
        <source>Right answer: {answer}</source>
        <translation>Respuesta correcta: {answer}</translation>
    </message>
    <message>
        <source>No expected answer recorded.</source>
        <translation>No hay respuesta esperada registrada.</translation>
    </message>
    <message>
        <source>⚠ The pack {mismatch}.</source>
        <translation>⚠ El paquete {mismatch}.</translation>
    </message>
    <message>
        <source>✓ Matches the expected answer in the pack.</source>
        <translation>✓ Coincide con la respuesta esperada del paquete.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <source>{seconds} s</source>
        <extracomment>Missed answers listed (the newest). The answer-time chart shows at most this many recent answers per drill. The shortest stretch of time the charts show (seconds): ten minutes, ticked by the clock. Samples a pixel the accuracy lines keep when downsampled (each its lowest and highest). The points&apos; shapes in the answer-time chart, one per drill (not only colour tells them apart).</extracomment>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} min {seconds} s</translation>
    </message>
    <message>
        <source>{drill} — caught: {caught} · stopped, named wrongly: {misnamed} · false alarms: {false_alarms} · missed: {missed} · hands dealt right let run: {clean}</source>
        <translation>{drill} — detectados: {caught} · detenidos, mal nombrados: {misnamed} · falsas alarmas: {false_alarms} · no vistos: {missed} · manos sin errores dejadas correr: {clean}</translation>
    </message>
    <message>
        <source>{title} ({day}): {count} answer, {percent} right</source>
        <extracomment>Class sessions named in My Progress (the newest); the rest are counted.</extracomment>
        <translation>{title} ({day}): {count} respuesta, {percent} bien</translation>
    </message>
    <message>
        <source>{title} ({day}): {count} answers, {percent} right</source>
        <translation>{title} ({day}): {count} respuestas, {percent} bien</translation>
    </message>
    <message>
        <source>and 1 more</source>
        <translation>y 1 más</translation>
    </message>
    <message>
        <source>and {count} more</source>
        <translation>y {count} más</translation>
    </message>
    <message>
        <source>Class sessions — {sessions}</source>
        <translation>Sesiones de clase — {sessions}</translation>
    </message>
    <message>
        <source>(not readable)</source>
        <translation>(ilegible)</translation>
    </message>
    <message>
        <source>(see the hand)</source>
        <translation>(mira la mano)</translation>
    </message>
    <message>
        <source>Drill</source>
        <extracomment>The attempt id of the answer chosen.</extracomment>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Aciertos</translation>
    </message>
    <message>
        <source>Last {count}</source>
        <translation>Últimas {count}</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Tendencia</translation>
    </message>
    <message>
        <source>Progress</source>
        <extracomment>The id of a missed attempt the trainee chose to try again.</extracomment>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>No answers yet</source>
        <translation>Aún no hay respuestas</translation>
    </message>
    <message>
        <source>Answer a few drills and your progress shows here: how often you are right, how quickly you answer, your weakest skills first, and every hand you missed, ready to try again.</source>
        <translation>Responde unos cuantos ejercicios y aquí verás tu progreso: cuántas veces aciertas, qué tan rápido respondes, tus habilidades más débiles primero y cada mano que fallaste, lista para intentarla otra vez.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Answers by level</source>
        <translation>Respuestas por nivel</translation>
    </message>
    <message>
        <source>Spot the error&apos;s stops</source>
        <translation>Paradas de «Detecta el error»</translation>
    </message>
    <message>
        <source>Class sessions</source>
        <translation>Sesiones de clase</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>Accuracy over time</source>
        <translation>Aciertos a lo largo del tiempo</translation>
    </message>
    <message>
        <source>For each drill, the share of the last {count} answers that were right, after every answer, over time</source>
        <translation>Para cada ejercicio, la proporción de aciertos en las últimas {count} respuestas, después de cada respuesta, a lo largo del tiempo</translation>
    </message>
    <message>
        <source>Right (%)</source>
        <translation>Aciertos (%)</translation>
    </message>
    <message>
        <source>Answer times</source>
        <translation>Tiempos de respuesta</translation>
    </message>
    <message>
        <source>Seconds taken by each answer, per drill, over time</source>
        <translation>Segundos que tomó cada respuesta, por ejercicio, a lo largo del tiempo</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <source>Accuracy over time (last {count} answers)</source>
        <translation>Aciertos en el tiempo (últimas {count} respuestas)</translation>
    </message>
    <message>
        <source>Skills, weakest first</source>
        <translation>Habilidades, las más débiles primero</translation>
    </message>
    <message>
        <source>Skills — weakest first</source>
        <translation>Habilidades — las más débiles primero</translation>
    </message>
    <message>
        <source>Missed answers, newest first</source>
        <translation>Respuestas falladas, las más recientes primero</translation>
    </message>
    <message>
        <source>Click an answer, or press Enter on it, to try that question again</source>
        <translation>Haz clic en una respuesta, o pulsa Intro sobre ella, para intentar esa pregunta otra vez</translation>
    </message>
    <message>
        <source>Missed answers — click one to try it again</source>
        <translation>Fallos — haz clic en uno para repetirlo</translation>
    </message>
    <message>
        <source>{name} — {count} answer, {percent} right</source>
        <translation>{name} — {count} respuesta, {percent} de aciertos</translation>
    </message>
    <message>
        <source>{name} — {count} answers, {percent} right</source>
        <translation>{name} — {count} respuestas, {percent} de aciertos</translation>
    </message>
    <message>
        <source>Share right in the last {count} answers over time, {drills} drill: </source>
        <translation>Proporción de aciertos en las últimas {count} respuestas a lo largo del tiempo, {drills} ejercicio: </translation>
    </message>
    <message>
        <source>Share right in the last {count} answers over time, {drills} drills: </source>
        <translation>Proporción de aciertos en las últimas {count} respuestas a lo largo del tiempo, {drills} ejercicios: </translation>
    </message>
    <message>
        <source>{drill} now {percent}</source>
        <translation>{drill}: ahora {percent}</translation>
    </message>
    <message>
        <source>{drill}: line and points</source>
        <translation>{drill}: línea y puntos</translation>
    </message>
    <message>
        <source>{right} of {count} right</source>
        <translation>{right} de {count} correctas</translation>
    </message>
    <message>
        <source>Right in the last {count} answers</source>
        <translation>Aciertos en las últimas {count} respuestas</translation>
    </message>
    <message>
        <source>Median time to answer</source>
        <translation>Mediana del tiempo de respuesta</translation>
    </message>
    <message>
        <source>A trend shows after {count} answers</source>
        <translation>La tendencia aparece después de {count} respuestas</translation>
    </message>
    <message>
        <source>The last {count} answers against the {count} before them, in percentage points</source>
        <translation>Las últimas {count} respuestas frente a las {count} anteriores, en puntos porcentuales</translation>
    </message>
    <message>
        <source>= steady</source>
        <translation>= estable</translation>
    </message>
    <message>
        <source>None missed: every answer so far was right.</source>
        <translation>Ningún fallo: todas las respuestas hasta ahora fueron correctas.</translation>
    </message>
    <message>
        <source>The newest {shown} of {total} missed.</source>
        <translation>Las {shown} más recientes de {total} falladas.</translation>
    </message>
    <message>
        <source>{total} missed, newest first.</source>
        <translation>{total} falladas, las más recientes primero.</translation>
    </message>
    <message>
        <source>{time} · {drill} · {game} · {level}</source>
        <translation>{time} · {drill} · {game} · {level}</translation>
    </message>
    <message>
        <source>{time} · {drill} · {game} · {level} · class session {session}</source>
        <translation>{time} · {drill} · {game} · {level} · sesión de clase {session}</translation>
    </message>
    <message>
        <source>You: {given} — right: {expected}</source>
        <translation>Tú: {given} — correcto: {expected}</translation>
    </message>
    <message>
        <source>{heading} Click to try this hand again.</source>
        <translation>{heading} Haz clic para intentar esta mano otra vez.</translation>
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
    <name>QuestionSourceDialog</name>
    <message>
        <source>Pack</source>
        <extracomment>Lines kept free for the problems and notes (a typical few fit).</extracomment>
        <translation>Paquete</translation>
    </message>
    <message>
        <source>Pack file</source>
        <translation>Archivo de paquete</translation>
    </message>
    <message>
        <source>A .studpack file</source>
        <translation>Un archivo .studpack</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Browse for a pack file</source>
        <translation>Buscar un archivo de paquete</translation>
    </message>
    <message>
        <source>{what} {name}</source>
        <translation>{what} {name}</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Choose a Pack</source>
        <translation>Elegir un paquete</translation>
    </message>
</context>
<context>
    <name>QuestionsTab</name>
    <message>
        <source>Questions on this hand</source>
        <extracomment>The moment picker&apos;s item for the end of the hand (the others hold an action&apos;s index).</extracomment>
        <translation>Preguntas de esta mano</translation>
    </message>
    <message>
        <source>Add question</source>
        <translation>Añadir pregunta</translation>
    </message>
    <message>
        <source>Remove question</source>
        <translation>Quitar pregunta</translation>
    </message>
    <message>
        <source>Selected question</source>
        <translation>Pregunta seleccionada</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>E&amp;jercicio</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Calle</translation>
    </message>
    <message>
        <source>any street</source>
        <translation>cualquier calle</translation>
    </message>
    <message>
        <source>The street the question is asked on (cards held: 3rd to 7th; 2nd to 5th in Five-card Stud)</source>
        <translation>La calle en que se hace la pregunta (cartas en mano: de 3 a 7; de 2 a 5 en Five-card Stud)</translation>
    </message>
    <message>
        <source>&amp;Street</source>
        <translation>Ca&amp;lle</translation>
    </message>
    <message>
        <source>Dealer move</source>
        <translation>Jugada del crupier</translation>
    </message>
    <message>
        <source>Which of the street&apos;s dealer moves: 0 is the first (usually the burn)</source>
        <translation>Qué jugada del crupier en la calle: 0 es la primera (normalmente la quemada)</translation>
    </message>
    <message>
        <source>Dealer &amp;move</source>
        <translation>Jugada del c&amp;rupier</translation>
    </message>
    <message>
        <source>Asked before</source>
        <translation>Se pregunta antes de</translation>
    </message>
    <message>
        <source>The moment of the street the question is asked at: before this action is taken</source>
        <translation>El momento de la calle en que se hace la pregunta: antes de que se tome esta acción</translation>
    </message>
    <message>
        <source>Asked &amp;before</source>
        <translation>Se pregunta a&amp;ntes de</translation>
    </message>
    <message>
        <source>Mistake shown</source>
        <translation>Error que se muestra</translation>
    </message>
    <message>
        <source>The mistake the table makes in this hand, or none</source>
        <translation>El error que se comete en la mesa en esta mano, o ninguno</translation>
    </message>
    <message>
        <source>&amp;Mistake shown</source>
        <translation>&amp;Error que se muestra</translation>
    </message>
    <message>
        <source>Moment of the mistake</source>
        <translation>Momento del error</translation>
    </message>
    <message>
        <source>The moment of the hand the mistake is shown at</source>
        <translation>El momento de la mano en que se muestra el error</translation>
    </message>
    <message>
        <source>M&amp;oment</source>
        <translation>M&amp;omento</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Esperada</translation>
    </message>
    <message>
        <source>Record the right answer as expected</source>
        <translation>Registrar la respuesta correcta como esperada</translation>
    </message>
    <message>
        <source>Store the right answer in the pack, so a later change that alters the answer is flagged</source>
        <translation>Guardar la respuesta correcta en el paquete, para que se avise si un cambio posterior altera la respuesta</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Instructor&apos;s note (shown after the answer)</source>
        <translation>Nota del instructor (se muestra después de la respuesta)</translation>
    </message>
    <message>
        <source>Instructor&apos;s note</source>
        <translation>Nota del instructor</translation>
    </message>
    <message>
        <source>What to point out to the trainee about this hand</source>
        <translation>Qué señalarle al alumno sobre esta mano</translation>
    </message>
    <message>
        <source> — at the end of the hand ({street} street)</source>
        <translation> — al final de la mano ({street} calle)</translation>
    </message>
    <message>
        <source> — {street} street, before its {action} action</source>
        <translation> — {street} calle, antes de su {action} acción</translation>
    </message>
    <message>
        <source> — {street} street</source>
        <translation> — {street} calle</translation>
    </message>
    <message>
        <source> — {street} street, dealer move {step}</source>
        <translation> — {street} calle, jugada del crupier {step}</translation>
    </message>
    <message>
        <source> — no mistake</source>
        <translation> — sin error</translation>
    </message>
    <message>
        <source> — {mistake}</source>
        <translation> — {mistake}</translation>
    </message>
    <message>
        <source>before seat {seat} acts — {number} action, not yet taken</source>
        <translation>antes de que actúe el asiento {seat} — {number} acción, aún no tomada</translation>
    </message>
    <message>
        <source>before seat {seat} acts — {number} action: seat {seat} {action}</source>
        <translation>antes de que actúe el asiento {seat} — {number} acción: el asiento {seat} {action}</translation>
    </message>
    <message>
        <source>at the end of the hand, before the pot is pushed</source>
        <translation>al final de la mano, antes de entregar el bote</translation>
    </message>
    <message>
        <source>before the {number} action — the street has no such action now</source>
        <translation>antes de la {number} acción — la calle ya no tiene esa acción</translation>
    </message>
    <message>
        <source>at the end of the hand — the hand does not end on this street now</source>
        <translation>al final de la mano — la mano ya no termina en esta calle</translation>
    </message>
    <message>
        <source>No mistake (a clean hand)</source>
        <translation>Sin error (una mano limpia)</translation>
    </message>
    <message>
        <source>{mistake} — this hand cannot show it now</source>
        <translation>{mistake} — esta mano ya no puede mostrarlo</translation>
    </message>
    <message>
        <source>{moment} ({time} time)</source>
        <translation>{moment} ({time} vez)</translation>
    </message>
    <message>
        <source>a moment where this mistake cannot be shown now</source>
        <translation>un momento en que este error ya no se puede mostrar</translation>
    </message>
    <message>
        <source>⚠ does not fit the hand</source>
        <translation>⚠ no encaja con la mano</translation>
    </message>
    <message>
        <source>⚠ expected answer disagrees</source>
        <translation>⚠ la respuesta esperada no coincide</translation>
    </message>
    <message>
        <source>✓ expected answer recorded</source>
        <translation>✓ respuesta esperada registrada</translation>
    </message>
    <message>
        <source>The right answer agrees</source>
        <translation>La respuesta correcta coincide</translation>
    </message>
    <message>
        <source>no expected answer</source>
        <translation>sin respuesta esperada</translation>
    </message>
    <message>
        <source>Record the right answer to check it later</source>
        <translation>Registra la respuesta correcta para comprobarla más tarde</translation>
    </message>
    <message>
        <source>Add a question to choose what to ask.</source>
        <translation>Añade una pregunta para elegir qué preguntar.</translation>
    </message>
    <message>
        <source>&amp;Moment</source>
        <translation>&amp;Momento</translation>
    </message>
    <message>
        <source>Moment</source>
        <translation>Momento</translation>
    </message>
    <message>
        <source>The moment the question is asked at: before one of the street&apos;s actions, or at the end of the hand</source>
        <translation>El momento en que se hace la pregunta: antes de una de las acciones de la calle, o al final de la mano</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>ninguna registrada</translation>
    </message>
    <message>
        <source>✓ the rules agree</source>
        <translation>✓ las reglas coinciden</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
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
        <source>odd-chip rule</source>
        <translation>la regla de la ficha sobrante</translation>
    </message>
    <message>
        <source>rake</source>
        <translation>el rake</translation>
    </message>
    <message>
        <source>raise cap</source>
        <translation>el tope de subidas</translation>
    </message>
    <message>
        <source>open-pair rule</source>
        <translation>la regla de la pareja descubierta</translation>
    </message>
    <message>
        <source>bring-in rule</source>
        <translation>la regla del bring-in</translation>
    </message>
    <message>
        <source>house reading: an all-in seat passes the first action to the next seat</source>
        <translation>interpretación de la casa: un asiento all-in pasa la primera acción al asiento siguiente</translation>
    </message>
    <message>
        <source>house reading: the common card shows in every hand</source>
        <translation>interpretación de la casa: la carta comunitaria cuenta en todas las manos a la vista</translation>
    </message>
    <message>
        <source>house reading: on any street the cards run short</source>
        <translation>interpretación de la casa: vale en cualquier calle en que falten cartas</translation>
    </message>
    <message>
        <source>house reading: the last card joins the burn cards</source>
        <translation>interpretación de la casa: la última carta se une a las cartas quemadas</translation>
    </message>
    <message>
        <source>as in Robert&apos;s Rules of Poker: the next seat brings in</source>
        <translation>como en las Robert&apos;s Rules of Poker: el asiento siguiente hace el bring-in</translation>
    </message>
    <message>
        <source>as in Robert&apos;s Rules of Poker: less than half a bet all-in does not reopen the betting</source>
        <translation>como en las Robert&apos;s Rules of Poker: un all-in de menos de media apuesta no reabre las apuestas</translation>
    </message>
    <message>
        <source>house reading: a short bring-in is still completed to the small bet</source>
        <translation>interpretación de la casa: un bring-in corto se completa igualmente a la apuesta pequeña</translation>
    </message>
    <message>
        <source>as in Robert&apos;s Rules of Poker</source>
        <translation>como en las Robert&apos;s Rules of Poker</translation>
    </message>
    <message>
        <source>{rules}, with this table&apos;s own {parameter}</source>
        <translation>{rules}, con {parameter} de esta mesa</translation>
    </message>
    <message>
        <source>Standard poker procedure</source>
        <translation>Procedimiento estándar del póker</translation>
    </message>
    <message>
        <source>PA §{section}{subsection}</source>
        <translation>PA §{section}{subsection}</translation>
    </message>
    <message>
        <source>{reference}, the seven-card rule</source>
        <translation>{reference}, la regla de las siete cartas</translation>
    </message>
    <message>
        <source>{reference}; {reading}</source>
        <translation>{reference}; {reading}</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>{rank}{suit}</source>
        <translation>{rank}{suit}</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>doses</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>treses</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>cuatros</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>cincos</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>seises</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sietes</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>ochos</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nueves</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dieces</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jotas</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>reinas</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>reyes</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ases</translation>
    </message>
    <message>
        <source>two high</source>
        <translation>al dos</translation>
    </message>
    <message>
        <source>three high</source>
        <translation>al tres</translation>
    </message>
    <message>
        <source>four high</source>
        <translation>al cuatro</translation>
    </message>
    <message>
        <source>five high</source>
        <translation>al cinco</translation>
    </message>
    <message>
        <source>six high</source>
        <translation>al seis</translation>
    </message>
    <message>
        <source>seven high</source>
        <translation>al siete</translation>
    </message>
    <message>
        <source>eight high</source>
        <translation>al ocho</translation>
    </message>
    <message>
        <source>nine high</source>
        <translation>al nueve</translation>
    </message>
    <message>
        <source>ten high</source>
        <translation>al diez</translation>
    </message>
    <message>
        <source>jack high</source>
        <translation>a la jota</translation>
    </message>
    <message>
        <source>queen high</source>
        <translation>a la reina</translation>
    </message>
    <message>
        <source>king high</source>
        <translation>al rey</translation>
    </message>
    <message>
        <source>ace high</source>
        <translation>al as</translation>
    </message>
    <message>
        <source>second street</source>
        <translation>segunda calle</translation>
    </message>
    <message>
        <source>third street</source>
        <translation>tercera calle</translation>
    </message>
    <message>
        <source>fourth street</source>
        <translation>cuarta calle</translation>
    </message>
    <message>
        <source>fifth street</source>
        <translation>quinta calle</translation>
    </message>
    <message>
        <source>sixth street</source>
        <translation>sexta calle</translation>
    </message>
    <message>
        <source>seventh street</source>
        <translation>séptima calle</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} y {last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
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
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>{low} (no pair)</source>
        <translation>{low} (sin pareja)</translation>
    </message>
    <message>
        <source>{hand} (a paired low)</source>
        <translation>{hand} (una baja con pareja)</translation>
    </message>
    <message>
        <source>a royal flush</source>
        <translation>una escalera real</translation>
    </message>
    <message>
        <source>a straight flush, {high}</source>
        <translation>una escalera de color {high}</translation>
    </message>
    <message>
        <source>a flush, {high}</source>
        <translation>un color {high}</translation>
    </message>
    <message>
        <source>a straight, {high}</source>
        <translation>una escalera {high}</translation>
    </message>
    <message>
        <source>The action on {street} goes clockwise, one seat after another: seat {seat} was next to act, not seat {acted}.</source>
        <translation>La acción en {street} va en sentido horario, un asiento tras otro: le tocaba actuar al asiento {seat}, no al asiento {acted}.</translation>
    </message>
    <message>
        <source>Seat {seat} had still to act on {street}. The betting round is complete only when the last player has answered the last bet; only then does the dealer burn and deal the next street.</source>
        <translation>Al asiento {seat} aún le quedaba actuar en {street}. La ronda de apuestas termina solo cuando el último jugador ha respondido a la última apuesta; solo entonces el crupier quema y reparte la calle siguiente.</translation>
    </message>
    <message>
        <source>Nobody matched the last {amount} seat {seat} put in, so the dealer gives the uncalled {amount} back to seat {seat} before the pot is pushed; it is not part of the pot.</source>
        <translation>Nadie igualó las últimas {amount} fichas que puso el asiento {seat}, así que el crupier le devuelve esas {amount} no igualadas al asiento {seat} antes de entregar el bote; no forman parte del bote.</translation>
    </message>
    <message>
        <source>The high half of {amount} does not divide evenly among seats {seats}; the 1 odd chip goes {how}.</source>
        <translation>La mitad alta de {amount} no se divide a partes iguales entre los asientos {seats}; la ficha sobrante va {how}.</translation>
    </message>
    <message>
        <source>The high half of {amount} does not divide evenly among seats {seats}; the {extra} odd chips go {how}.</source>
        <translation>La mitad alta de {amount} no se divide a partes iguales entre los asientos {seats}; las {extra} fichas sobrantes van {how}.</translation>
    </message>
    <message>
        <source>The low half of {amount} does not divide evenly among seats {seats}; the 1 odd chip goes {how}.</source>
        <translation>La mitad baja de {amount} no se divide a partes iguales entre los asientos {seats}; la ficha sobrante va {how}.</translation>
    </message>
    <message>
        <source>The low half of {amount} does not divide evenly among seats {seats}; the {extra} odd chips go {how}.</source>
        <translation>La mitad baja de {amount} no se divide a partes iguales entre los asientos {seats}; las {extra} fichas sobrantes van {how}.</translation>
    </message>
    <message>
        <source>The pot of {amount} does not divide evenly among seats {seats}; the 1 odd chip goes {how}.</source>
        <translation>El bote de {amount} no se divide a partes iguales entre los asientos {seats}; la ficha sobrante va {how}.</translation>
    </message>
    <message>
        <source>The pot of {amount} does not divide evenly among seats {seats}; the {extra} odd chips go {how}.</source>
        <translation>El bote de {amount} no se divide a partes iguales entre los asientos {seats}; las {extra} fichas sobrantes van {how}.</translation>
    </message>
    <message>
        <source>The chips gathered in the middle come to {total}.</source>
        <translation>Las fichas recogidas en el centro suman {total}.</translation>
    </message>
    <message>
        <source>seat {seat}: {chips}</source>
        <translation>asiento {seat}: {chips}</translation>
    </message>
    <message>
        <source>The pot holds {total}: the {gathered} gathered in the middle and the bets in front of the seats ({bets}).</source>
        <translation>El bote tiene {total}: los {gathered} recogidos en el centro y las apuestas delante de los asientos ({bets}).</translation>
    </message>
    <message>
        <source>{count} × {denomination}</source>
        <translation>{count} × {denomination}</translation>
    </message>
    <message>
        <source>The stack is {stacks}: {total} in all.</source>
        <translation>La pila es de {stacks}: {total} en total.</translation>
    </message>
    <message>
        <source>The {amount} cuts into two even halves of {half}.</source>
        <translation>Los {amount} se cortan en dos mitades iguales de {half}.</translation>
    </message>
    <message>
        <source>The {amount} cuts into two halves of {half}, with 1 chip left over.</source>
        <translation>Los {amount} se cortan en dos mitades de {half} y sobra 1 ficha.</translation>
    </message>
    <message>
        <source>The odd chip goes to seat {seat}.</source>
        <translation>La ficha sobrante va al asiento {seat}.</translation>
    </message>
    <message>
        <source>The odd chip goes with the high half, to seats {seats}.</source>
        <translation>La ficha sobrante va con la mitad alta, a los asientos {seats}.</translation>
    </message>
    <message>
        <source>Count each colour in stacks, then add the bets in front of the seats; folded seats&apos; chips stay in the pot.</source>
        <translation>Cuenta cada color en pilas y luego suma las apuestas que están delante de los asientos; las fichas de los asientos que se retiraron se quedan en el bote.</translation>
    </message>
    <message>
        <source>With an all-in, cut the pots from the smallest all-in up: each pot can be won only by the seats still in that put in all of it, and a folded seat can win none.</source>
        <translation>Con un all-in, forma los botes desde el all-in más pequeño hacia arriba: cada bote solo lo pueden ganar los asientos que siguen en la mano y pusieron todo lo que tiene, y un asiento que se retiró no puede ganar ninguno.</translation>
    </message>
    <message>
        <source>The house rakes its percentage of the chips contested, rounded down and never more than the cap, from the main pot.</source>
        <translation>La casa se lleva como rake su porcentaje de las fichas en disputa, redondeado hacia abajo y nunca más que el tope, del bote principal.</translation>
    </message>
    <message>
        <source>Count each colour on its own, in stacks of five or twenty, times its value; then add the colours, the biggest first.</source>
        <translation>Cuenta cada color por separado, en pilas de cinco o de veinte, por su valor; luego suma los colores, empezando por el mayor.</translation>
    </message>
    <message>
        <source>Cut the pot into two equal stacks, chip for chip from the biggest colour; a chip that will not pair up is the odd chip.</source>
        <translation>Corta el bote en dos pilas iguales, ficha por ficha desde el color mayor; la ficha que no hace pareja es la ficha sobrante.</translation>
    </message>
    <message>
        <source>In a hi-lo pot the odd chip goes to the high half.</source>
        <translation>En un bote alta-baja, la ficha sobrante va a la mitad alta.</translation>
    </message>
    <message>
        <source>Seat {seat} brings in all-in for {amount}, less than the bring-in.</source>
        <translation>El asiento {seat} hace el bring-in all-in por {amount}, menos que el bring-in.</translation>
    </message>
    <message>
        <source>Seat {seat} must bring in for {amount}.</source>
        <translation>El asiento {seat} debe hacer el bring-in por {amount}.</translation>
    </message>
    <message>
        <source>The bring-in is already a full small bet, so there is nothing to complete.</source>
        <translation>El bring-in ya es una apuesta pequeña entera, así que no hay nada que completar.</translation>
    </message>
    <message>
        <source>Completing makes the bet the small bet, {amount}.</source>
        <translation>Al completar, la apuesta pasa a ser la apuesta pequeña, {amount}.</translation>
    </message>
    <message>
        <source>Seat {all_in} went all-in for {total}, less than half a bet more than the bet before it, so it is not a full raise.</source>
        <translation>El asiento {all_in} fue all-in por {total}, menos de media apuesta por encima de la apuesta anterior, así que no es una subida completa.</translation>
    </message>
    <message>
        <source>Seat {seat} had not yet acted on the bet before it, so it may still raise.</source>
        <translation>El asiento {seat} aún no había actuado ante la apuesta anterior, así que todavía puede subir.</translation>
    </message>
    <message>
        <source>Seat {seat} had already acted, so the betting is not reopened for it: it may only call {amount} or fold.</source>
        <translation>El asiento {seat} ya había actuado, así que no se le reabren las apuestas: solo puede igualar {amount} o retirarse.</translation>
    </message>
    <message>
        <source>On {street} the bet is the big bet, {unit}.</source>
        <translation>En la {street} la apuesta es la apuesta grande, {unit}.</translation>
    </message>
    <message>
        <source>On {street} the bet is the small bet, {unit}.</source>
        <translation>En la {street} la apuesta es la apuesta pequeña, {unit}.</translation>
    </message>
    <message>
        <source>Seat {seat} has {to_call} to call, and may not bet or raise.</source>
        <translation>El asiento {seat} tiene {to_call} por igualar y no puede apostar ni subir.</translation>
    </message>
    <message>
        <source>Seat {seat} has {to_call} to call; a completion makes it {amount}.</source>
        <translation>El asiento {seat} tiene {to_call} por igualar; si completa, la apuesta queda en {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} has {to_call} to call; a bet makes it {amount}.</source>
        <translation>El asiento {seat} tiene {to_call} por igualar; si apuesta, la apuesta queda en {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} has {to_call} to call; a raise makes it {amount}.</source>
        <translation>El asiento {seat} tiene {to_call} por igualar; si sube, la apuesta queda en {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} owes nothing and may check, and may not bet or raise.</source>
        <translation>El asiento {seat} no debe nada y puede pasar, pero no puede apostar ni subir.</translation>
    </message>
    <message>
        <source>Seat {seat} owes nothing and may check; a completion makes it {amount}.</source>
        <translation>El asiento {seat} no debe nada y puede pasar; si completa, la apuesta queda en {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} owes nothing and may check; a bet makes it {amount}.</source>
        <translation>El asiento {seat} no debe nada y puede pasar; si apuesta, la apuesta queda en {amount}.</translation>
    </message>
    <message>
        <source>Seat {seat} owes nothing and may check; a raise makes it {amount}.</source>
        <translation>El asiento {seat} no debe nada y puede pasar; si sube, la apuesta queda en {amount}.</translation>
    </message>
    <message>
        <source>A round allows one bet and 1 raise.</source>
        <translation>Cada ronda permite una apuesta y 1 subida.</translation>
    </message>
    <message>
        <source>A round allows one bet and {raises} raises.</source>
        <translation>Cada ronda permite una apuesta y {raises} subidas.</translation>
    </message>
    <message>
        <source>All of them are in, so the betting is capped: seat {seat} may only call {amount} or fold.</source>
        <translation>Ya están todas, así que las apuestas están al tope: el asiento {seat} solo puede igualar {amount} o retirarse.</translation>
    </message>
    <message>
        <source>{left} more may still come in, so the betting is not capped.</source>
        <translation>Aún caben {left} más, así que las apuestas no están al tope.</translation>
    </message>
    <message>
        <source>Seat {seats} shows an open pair on {street}.</source>
        <translation>El asiento {seats} muestra una pareja descubierta en la {street}.</translation>
    </message>
    <message>
        <source>Seats {seats} show an open pair on {street}.</source>
        <translation>Los asientos {seats} muestran una pareja descubierta en la {street}.</translation>
    </message>
    <message>
        <source>In {game} under these rules an open pair gives no big-bet option: the bet stays the small bet, {small}.</source>
        <translation>En {game}, con este reglamento, una pareja descubierta no da la opción de la apuesta grande: la apuesta sigue siendo la apuesta pequeña, {small}.</translation>
    </message>
    <message>
        <source>Seat {seat} may open with the small bet, {small}, or the big bet, {big}; once the big bet is made, every raise is a big bet.</source>
        <translation>El asiento {seat} puede abrir con la apuesta pequeña, {small}, o con la apuesta grande, {big}; una vez hecha la apuesta grande, cada subida es de apuesta grande.</translation>
    </message>
    <message>
        <source>The option belongs to the seat that opens the betting; a bet is already in, so seat {seat} may not choose the big bet now.</source>
        <translation>La opción es del asiento que abre las apuestas; ya hay una apuesta, así que el asiento {seat} no puede elegir ahora la apuesta grande.</translation>
    </message>
    <message>
        <source>The bring-in is {bring_in} and a completion makes it the small bet, {small}; bets and raises are {small} until {street}, then {big}. A round allows one bet and 1 raise; an all-in of less than half a bet does not reopen the betting, and chips nobody matched go back at the end.</source>
        <translation>El bring-in es de {bring_in} y al completar la apuesta pasa a ser la apuesta pequeña, {small}; las apuestas y subidas son de {small} hasta la {street}, y luego de {big}. Cada ronda permite una apuesta y 1 subida; un all-in de menos de media apuesta no reabre las apuestas, y las fichas que nadie igualó se devuelven al final.</translation>
    </message>
    <message>
        <source>The bring-in is {bring_in} and a completion makes it the small bet, {small}; bets and raises are {small} until {street}, then {big}. A round allows one bet and {raises} raises; an all-in of less than half a bet does not reopen the betting, and chips nobody matched go back at the end.</source>
        <translation>El bring-in es de {bring_in} y al completar la apuesta pasa a ser la apuesta pequeña, {small}; las apuestas y subidas son de {small} hasta la {street}, y luego de {big}. Cada ronda permite una apuesta y {raises} subidas; un all-in de menos de media apuesta no reabre las apuestas, y las fichas que nadie igualó se devuelven al final.</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation>póker de {ranks}</translation>
    </message>
    <message>
        <source>a full house, {trips} full of {pair}</source>
        <translation>un full de {trips} con {pair}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation>trío de {ranks}</translation>
    </message>
    <message>
        <source>two pair, {upper} and {lower}</source>
        <translation>doble pareja, {upper} y {lower}</translation>
    </message>
    <message>
        <source>a pair of {ranks}</source>
        <translation>una pareja de {ranks}</translation>
    </message>
    <message>
        <source>{rank} high</source>
        <translation>carta alta: {rank}</translation>
    </message>
    <message>
        <source>no pair, {rank} high</source>
        <translation>sin pareja, carta alta: {rank}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {card} brings in: it is the lowest up card (aces count high).</source>
        <translation>La carta {card} del asiento {seat} hace el bring-in: es la carta descubierta más baja (los ases cuentan como altos).</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {card} brings in: it is the highest up card (aces count low, so the king is highest).</source>
        <translation>La carta {card} del asiento {seat} hace el bring-in: es la carta descubierta más alta (los ases cuentan como bajos, así que el rey es la más alta).</translation>
    </message>
    <message>
        <source>{others} ties on rank, and {suit} rank below {suits} (suits rank spades, hearts, diamonds, clubs from the top).</source>
        <translation>{others} empata en valor, y en el orden de palos {suit} va por debajo de {suits} (de mayor a menor: picas, corazones, diamantes, tréboles).</translation>
    </message>
    <message>
        <source>{others} tie on rank, and {suit} rank below {suits} (suits rank spades, hearts, diamonds, clubs from the top).</source>
        <translation>{others} empatan en valor, y en el orden de palos {suit} va por debajo de {suits} (de mayor a menor: picas, corazones, diamantes, tréboles).</translation>
    </message>
    <message>
        <source>{others} ties on rank, and {suit} rank above {suits} (suits rank spades, hearts, diamonds, clubs from the top).</source>
        <translation>{others} empata en valor, y en el orden de palos {suit} va por encima de {suits} (de mayor a menor: picas, corazones, diamantes, tréboles).</translation>
    </message>
    <message>
        <source>{others} tie on rank, and {suit} rank above {suits} (suits rank spades, hearts, diamonds, clubs from the top).</source>
        <translation>{others} empatan en valor, y en el orden de palos {suit} va por encima de {suits} (de mayor a menor: picas, corazones, diamantes, tréboles).</translation>
    </message>
    <message>
        <source>The next in line would be seat {seat}&apos;s {card}.</source>
        <translation>La siguiente sería la carta {card} del asiento {seat}.</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in from the ante, so seat {next}, next clockwise, must bring in.</source>
        <translation>El asiento {seat} quedó all-in con el ante, así que el asiento {next}, el siguiente en sentido horario, debe hacer el bring-in.</translation>
    </message>
    <message>
        <source>Seats {seats} show equal low hands ({hand}); seat {seat} is closest to the dealer&apos;s left, so it acts first on {street}.</source>
        <translation>Los asientos {seats} muestran manos bajas iguales ({hand}); el asiento {seat} es el más cercano a la izquierda del crupier, así que actúa primero en la {street}.</translation>
    </message>
    <message>
        <source>Seats {seats} show equal high hands ({hand}); seat {seat} is closest to the dealer&apos;s left, so it acts first on {street}.</source>
        <translation>Los asientos {seats} muestran manos altas iguales ({hand}); el asiento {seat} es el más cercano a la izquierda del crupier, así que actúa primero en la {street}.</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards} ({hand}), the best low hand showing, so it acts first on {street}.</source>
        <translation>El asiento {seat} muestra {cards} ({hand}), la mejor mano baja a la vista, así que actúa primero en la {street}.</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards} ({hand}), the best high hand showing, so it acts first on {street}.</source>
        <translation>El asiento {seat} muestra {cards} ({hand}), la mejor mano alta a la vista, así que actúa primero en la {street}.</translation>
    </message>
    <message>
        <source>Seat {seat} is all-in, so seat {opener}, the next seat clockwise that can still act, opens the betting.</source>
        <translation>El asiento {seat} está all-in, así que el asiento {opener}, el siguiente en sentido horario que todavía puede actuar, abre las apuestas.</translation>
    </message>
    <message>
        <source>Before the common card for {street}, the dealer burns the top card of the stub.</source>
        <translation>Antes de la carta comunitaria de la {street}, el crupier quema la carta de arriba del resto del mazo.</translation>
    </message>
    <message>
        <source>Before dealing {street}, the dealer burns the top card of the stub.</source>
        <translation>Antes de repartir la {street}, el crupier quema la carta de arriba del resto del mazo.</translation>
    </message>
    <message>
        <source>Only 1 card left in the stub: too few to burn and deal a common card for {street}.</source>
        <translation>Solo queda 1 carta en el resto del mazo: no alcanza para quemar y repartir una carta comunitaria en la {street}.</translation>
    </message>
    <message>
        <source>Only {left} cards left in the stub: too few to burn and deal a common card for {street}.</source>
        <translation>Solo quedan {left} cartas en el resto del mazo: no alcanzan para quemar y repartir una carta comunitaria en la {street}.</translation>
    </message>
    <message>
        <source>the 1 burn card</source>
        <translation>la única carta quemada</translation>
    </message>
    <message>
        <source>the {burns} burn cards</source>
        <translation>las {burns} cartas quemadas</translation>
    </message>
    <message>
        <source>{burns} and the last stub card</source>
        <translation>{burns} y la última carta del resto del mazo</translation>
    </message>
    <message>
        <source>{burns} together with the muck (the burn cards alone are fewer than two)</source>
        <translation>{burns} junto con los descartes (las cartas quemadas solas son menos de dos)</translation>
    </message>
    <message>
        <source>The dealer shuffles {burns} into a new stub of {size}, then burns one and deals the common card.</source>
        <translation>El crupier rebaraja {burns} para formar un nuevo resto del mazo de {size} cartas, luego quema una y reparte la carta comunitaria.</translation>
    </message>
    <message>
        <source>After the reshuffle the dealer deals one common card face up in the centre; it plays as {street} in every remaining hand.</source>
        <translation>Tras rebarajar, el crupier reparte una carta comunitaria descubierta en el centro; cuenta como {street} en todas las manos que siguen en juego.</translation>
    </message>
    <message>
        <source>{live} seats are still in the hand, so dealing one each needs {needed} cards with the burn; only 1 was left.</source>
        <translation>Quedan {live} asientos en la mano, así que repartir una carta a cada uno requiere {needed} cartas con la quemada; solo quedaba 1.</translation>
    </message>
    <message>
        <source>{live} seats are still in the hand, so dealing one each needs {needed} cards with the burn; only {left} were left.</source>
        <translation>Quedan {live} asientos en la mano, así que repartir una carta a cada uno requiere {needed} cartas con la quemada; solo quedaban {left}.</translation>
    </message>
    <message>
        <source>The dealer deals one common card face up in the centre, and it plays as {street} in every remaining hand.</source>
        <translation>El crupier reparte una carta comunitaria descubierta en el centro, y cuenta como {street} en todas las manos que siguen en juego.</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>descubierta</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>tapada</translation>
    </message>
    <message>
        <source>the deal starts with seat {seat}, the first seat to the dealer&apos;s left</source>
        <translation>el reparto empieza por el asiento {seat}, el primero a la izquierda del crupier</translation>
    </message>
    <message>
        <source>a new round starts again at seat {seat}, the first seat to the dealer&apos;s left</source>
        <translation>una nueva vuelta empieza otra vez por el asiento {seat}, el primero a la izquierda del crupier</translation>
    </message>
    <message>
        <source>seat {seat} is next clockwise</source>
        <translation>el asiento {seat} es el siguiente en sentido horario</translation>
    </message>
    <message>
        <source>The first deal goes one card at a time, clockwise from the dealer&apos;s left, {rounds} rounds in all; this is round {round} ({face}) and {where}.</source>
        <translation>El primer reparto va carta a carta, en sentido horario desde la izquierda del crupier, {rounds} vueltas en total; esta es la vuelta {round} (carta {face}) y {where}.</translation>
    </message>
    <message>
        <source>seat {seat} is the first seat still in the hand to the dealer&apos;s left</source>
        <translation>el asiento {seat} es el primero a la izquierda del crupier que sigue en la mano</translation>
    </message>
    <message>
        <source>seat {seat} is the next seat clockwise still in the hand</source>
        <translation>el asiento {seat} es el siguiente en sentido horario que sigue en la mano</translation>
    </message>
    <message>
        <source>After the burn, {street} goes {face} to every seat still in the hand (folded seats are skipped, all-in seats are dealt), starting at the dealer&apos;s left: {where}.</source>
        <translation>Tras quemar, la {street} se reparte {face} a cada asiento que sigue en la mano (se saltan los asientos retirados; los all-in sí reciben carta), empezando por la izquierda del crupier: {where}.</translation>
    </message>
    <message>
        <source>The house takes {percent}% of the {contested} chips contested ({share}, rounded down), capped at {cap}: {rake} chips, from the main pot before it is split.</source>
        <translation>La casa se queda el {percent}% de las {contested} fichas en disputa ({share}, redondeado hacia abajo), con un tope de {cap}: un rake de {rake}, que sale del bote principal antes de repartirlo.</translation>
    </message>
    <message>
        <source>The house takes {percent}% of the {contested} chips contested ({share}, rounded down): {rake} chips, from the main pot before it is split.</source>
        <translation>La casa se queda el {percent}% de las {contested} fichas en disputa ({share}, redondeado hacia abajo): un rake de {rake}, que sale del bote principal antes de repartirlo.</translation>
    </message>
    <message>
        <source>The {returned} uncalled chips are returned, not raked.</source>
        <translation>Las {returned} fichas no igualadas se devuelven y no pagan rake.</translation>
    </message>
    <message>
        <source>seat {seats}</source>
        <translation>asiento {seats}</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>asientos {seats}</translation>
    </message>
    <message>
        <source>Half to the best high hand, {high_hand} ({high_seats}), half to the best low, {low_hand} ({low_seats}).</source>
        <translation>La mitad para la mejor mano alta, {high_hand} ({high_seats}), y la mitad para la mejor baja, {low_hand} ({low_seats}).</translation>
    </message>
    <message>
        <source>No hand makes a low of five different ranks, eight or lower, so the whole pot goes to the best high hand, {hand} ({seats}).</source>
        <translation>Ninguna mano forma una baja de cinco valores distintos, de ocho o menos, así que todo el bote va a la mejor mano alta, {hand} ({seats}).</translation>
    </message>
    <message>
        <source>Seat {seats} wins with the best low, {hand}.</source>
        <translation>El asiento {seats} gana con la mejor baja, {hand}.</translation>
    </message>
    <message>
        <source>Seats {seats} win with the best low, {hand}.</source>
        <translation>Los asientos {seats} ganan con la mejor baja, {hand}.</translation>
    </message>
    <message>
        <source>Seat {seats} wins with the best high hand, {hand}.</source>
        <translation>El asiento {seats} gana con la mejor mano alta, {hand}.</translation>
    </message>
    <message>
        <source>Seats {seats} win with the best high hand, {hand}.</source>
        <translation>Los asientos {seats} ganan con la mejor mano alta, {hand}.</translation>
    </message>
    <message>
        <source>The pot of {amount} does not divide in two, so the high half takes the odd chip: {high} high, {low} low.</source>
        <translation>El bote de {amount} no se divide en dos partes iguales, así que la mitad alta se lleva la ficha sobrante: {high} para la alta, {low} para la baja.</translation>
    </message>
    <message>
        <source>seat {seat} {card}</source>
        <translation>asiento {seat} {card}</translation>
    </message>
    <message>
        <source>clockwise from the dealer&apos;s left</source>
        <translation>en sentido horario desde la izquierda del crupier</translation>
    </message>
    <message>
        <source>by the lowest card of each low, suit breaking rank ties ({cards})</source>
        <translation>según la carta más baja de cada baja, y el palo desempata a igual valor ({cards})</translation>
    </message>
    <message>
        <source>by the highest card of each hand, suit breaking rank ties ({cards})</source>
        <translation>según la carta más alta de cada mano, y el palo desempata a igual valor ({cards})</translation>
    </message>
    <message>
        <source>The main pot of {amount} is played for by seats {seats}, the seats that put in all of it.</source>
        <translation>El bote principal de {amount} lo disputan los asientos {seats}, los que pusieron su parte completa.</translation>
    </message>
    <message>
        <source>The side pot of {amount} is played for by seats {seats}, the seats that put in all of it.</source>
        <translation>El bote lateral de {amount} lo disputan los asientos {seats}, los que pusieron su parte completa.</translation>
    </message>
    <message>
        <source>Seat {seat} folded: its chips stay in, but it cannot win it.</source>
        <translation>El asiento {seat} se retiró: sus fichas se quedan, pero no puede ganarlo.</translation>
    </message>
    <message>
        <source>Seats {seats} folded: their chips stay in, but they cannot win it.</source>
        <translation>Los asientos {seats} se retiraron: sus fichas se quedan, pero no pueden ganarlo.</translation>
    </message>
    <message>
        <source>Nobody called the last {returned} seat {seat} put in: the uncalled {returned} goes back to seat {seat}.</source>
        <translation>Nadie igualó los últimos {returned} que puso el asiento {seat}: esos {returned} no igualados vuelven al asiento {seat}.</translation>
    </message>
    <message>
        <source>Seat {seat} is the only seat left in the last {amount}: the uncalled {returned} goes back to it, and the other {rest}, put in by seats that folded, is its too.</source>
        <translation>El asiento {seat} es el único que queda en los últimos {amount}: los {returned} no igualados vuelven a él, y los otros {rest}, que pusieron asientos que se retiraron, también son suyos.</translation>
    </message>
    <message>
        <source>Seat {seat} is the only seat left in the main pot of {amount}: the other seats that put chips in it folded, so it takes it.</source>
        <translation>El asiento {seat} es el único que queda en el bote principal de {amount}: los demás asientos que pusieron fichas en él se retiraron, así que se lo lleva.</translation>
    </message>
    <message>
        <source>Seat {seat} is the only seat left in the side pot of {amount}: the other seats that put chips in it folded, so it takes it.</source>
        <translation>El asiento {seat} es el único que queda en el bote lateral de {amount}: los demás asientos que pusieron fichas en él se retiraron, así que se lo lleva.</translation>
    </message>
    <message>
        <source>Every other seat folded, so seat {seat} wins the pot of {total} at once, with no showdown (less the {rake}-chip rake).</source>
        <translation>Todos los demás asientos se retiraron, así que el asiento {seat} gana en el acto el bote de {total}, sin showdown (menos un rake de {rake}).</translation>
    </message>
    <message>
        <source>Every other seat folded, so seat {seat} wins the pot of {total} at once, with no showdown.</source>
        <translation>Todos los demás asientos se retiraron, así que el asiento {seat} gana en el acto el bote de {total}, sin showdown.</translation>
    </message>
    <message>
        <source>In {game} under these rules the lowest up card, aces high; a rank tie goes to the lowest suit. Suits rank spades, hearts, diamonds, clubs from the top.</source>
        <translation>En {game}, con este reglamento, hace el bring-in la carta descubierta más baja, con los ases altos; un empate de valor lo decide el palo más bajo. Orden de palos de mayor a menor: picas, corazones, diamantes, tréboles.</translation>
    </message>
    <message>
        <source>In {game} under these rules the highest up card, aces low (the king is highest); a rank tie goes to the highest suit. Suits rank spades, hearts, diamonds, clubs from the top.</source>
        <translation>En {game}, con este reglamento, hace el bring-in la carta descubierta más alta, con los ases bajos (el rey es la más alta); un empate de valor lo decide el palo más alto. Orden de palos de mayor a menor: picas, corazones, diamantes, tréboles.</translation>
    </message>
    <message>
        <source>With fewer than five up cards only pairs count (no straights or flushes); common cards count for everyone; equal boards go to the seat closest to the dealer&apos;s left; an all-in seat passes to the next seat that can act.</source>
        <translation>Con menos de cinco cartas descubiertas solo cuentan las parejas (ni escaleras ni colores); las cartas comunitarias cuentan para todos; con cartas a la vista iguales, actúa el asiento más cercano a la izquierda del crupier; un asiento all-in pasa el turno al siguiente que puede actuar.</translation>
    </message>
    <message>
        <source>The best low hand showing acts first.</source>
        <translation>Actúa primero la mejor mano baja a la vista.</translation>
    </message>
    <message>
        <source>The best high hand showing acts first.</source>
        <translation>Actúa primero la mejor mano alta a la vista.</translation>
    </message>
    <message>
        <source>Before each street after the first the dealer burns one card, then deals one card to each seat still in the hand from the dealer&apos;s left. If the stub cannot cover every seat plus the burn, a common card is dealt instead; with one card or none left, the burn cards are shuffled into a new stub first.</source>
        <translation>Antes de cada calle después de la primera, el crupier quema una carta y luego reparte una carta a cada asiento que sigue en la mano, desde la izquierda del crupier. Si el resto del mazo no alcanza para todos los asientos más la quemada, se reparte en su lugar una carta comunitaria; si queda una carta o ninguna, antes se rebarajan las cartas quemadas para formar un nuevo resto del mazo.</translation>
    </message>
    <message>
        <source>Count the seats still in the hand, add one for the burn, and compare with the cards left in the stub.</source>
        <translation>Cuenta los asientos que siguen en la mano, suma una por la quemada y compara con las cartas que quedan en el resto del mazo.</translation>
    </message>
    <message>
        <source>Settle each pot on its own among the seats that paid into all of it.</source>
        <translation>Resuelve cada bote por separado entre los asientos que pusieron su parte completa.</translation>
    </message>
    <message>
        <source>Half to the best high, half to the best low (if a low qualifies); an odd chip goes to the high half.</source>
        <translation>La mitad para la mejor alta, la mitad para la mejor baja (si alguna baja califica); la ficha sobrante va a la mitad alta.</translation>
    </message>
    <message>
        <source>Tied hands share; odd chips follow the rule set&apos;s odd-chip rule; the rake comes off the main pot first.</source>
        <translation>Las manos empatadas se reparten el bote; las fichas sobrantes siguen la regla de la ficha sobrante del reglamento; el rake sale primero del bote principal.</translation>
    </message>
    <message>
        <source>Tied hands share; odd chips follow the rule set&apos;s odd-chip rule.</source>
        <translation>Las manos empatadas se reparten el bote; las fichas sobrantes siguen la regla de la ficha sobrante del reglamento.</translation>
    </message>
    <message>
        <source>Read each hand&apos;s lowest five different ranks, aces low; straights and flushes do not count. Compare the highest card first, then the next: the lowest hand wins each pot, and equal lows split it.</source>
        <translation>Lee los cinco valores distintos más bajos de cada mano, con los ases bajos; las escaleras y los colores no cuentan. Compara primero la carta más alta y luego la siguiente: la mano más baja gana cada bote, y las bajas iguales lo reparten.</translation>
    </message>
    <message>
        <source>Read each hand&apos;s best five cards, whatever order they came in: a flush beats a straight, a full house beats a flush. The best hand wins each pot; equal hands split it.</source>
        <translation>Lee las cinco mejores cartas de cada mano, en el orden en que hayan llegado: el color gana a la escalera y el full gana al color. La mejor mano gana cada bote; las manos iguales lo reparten.</translation>
    </message>
    <message>
        <source>Read each hand twice: its best high five, and its lowest five different ranks (aces low, straights and flushes do not count), which may be other cards. Half of each pot goes to the best high, half to the best low; equal hands share their half.</source>
        <translation>Lee cada mano dos veces: sus cinco mejores cartas para la alta y sus cinco valores distintos más bajos (ases bajos; las escaleras y los colores no cuentan), que pueden ser otras cartas. La mitad de cada bote va a la mejor alta y la mitad a la mejor baja; las manos iguales se reparten su mitad.</translation>
    </message>
    <message>
        <source>A low needs five different ranks of eight or lower; with no such low the best high hand takes the whole pot.</source>
        <translation>Una mano baja necesita cinco valores distintos de ocho o menos; si no hay ninguna, la mejor mano alta se lleva el bote entero.</translation>
    </message>
    <message>
        <source>{live} seats are still in the hand, so dealing {street} one each takes {needed} cards with the burn; the stub holds {stub}.</source>
        <translation>Quedan {live} asientos en la mano, así que repartir la {street} a cada uno requiere {needed} cartas con la quemada; en el resto del mazo hay {stub}.</translation>
    </message>
    <message>
        <source>That is enough: burn one and deal every seat its own card.</source>
        <translation>Alcanza: quema una y reparte a cada asiento su propia carta.</translation>
    </message>
    <message>
        <source>That is too few: burn one and deal one common card face up in the centre, which plays in every hand.</source>
        <translation>No alcanza: quema una y reparte una carta comunitaria descubierta en el centro, que cuenta en todas las manos.</translation>
    </message>
    <message>
        <source>With 1 card left there is not even a burn and a common card: shuffle the burn cards (with the last stub card) into a new stub, then burn and deal the common card.</source>
        <translation>Con 1 carta no alcanza ni para quemar y dar una carta comunitaria: rebaraja las cartas quemadas (con la última carta del resto del mazo) para formar un nuevo resto del mazo, y luego quema y reparte la carta comunitaria.</translation>
    </message>
    <message>
        <source>With {stub} cards left there is not even a burn and a common card: shuffle the burn cards (with the last stub card) into a new stub, then burn and deal the common card.</source>
        <translation>Con {stub} cartas no alcanza ni para quemar y dar una carta comunitaria: rebaraja las cartas quemadas (con la última carta del resto del mazo) para formar un nuevo resto del mazo, y luego quema y reparte la carta comunitaria.</translation>
    </message>
</context>
<context>
    <name>RecordsErrors</name>
    <message>
        <source>The file has been left exactly as it is. There is no backup of it in {folder}; move the file away (or open other records) to start new ones.</source>
        <translation>El archivo se ha dejado exactamente como estaba. No hay ninguna copia de seguridad suya en {folder}; mueve el archivo a otro sitio (o abre otros registros) para empezar unos nuevos.</translation>
    </message>
    <message>
        <source>If you cannot update, you may restore a backup instead (the newest good one is {backup}): the answers the newer version kept since that backup will then not be in your records. The newer file is moved aside, not deleted, for the newer version to open.</source>
        <translation>Si no puedes actualizar, puedes restaurar una copia de seguridad en su lugar (la más reciente en buen estado es {backup}): las respuestas que la versión más nueva guardó desde esa copia no estarán entonces en tus registros. El archivo más nuevo se aparta, no se borra, para que la versión más nueva lo abra.</translation>
    </message>
    <message>
        <source>The file has been left exactly as it is. Restore the newest backup (from {day}), {backup}, to carry on from it (the answers still readable in the damaged file are copied into it, and the file is moved aside, not deleted), or open other records.</source>
        <translation>El archivo se ha dejado exactamente como estaba. Restaura la copia de seguridad más reciente (del {day}), {backup}, para seguir desde ella (las respuestas que aún se pueden leer en el archivo dañado se copian en ella, y el archivo se aparta, no se borra), o abre otros registros.</translation>
    </message>
    <message>
        <source>The file has been left exactly as it is. Restore the newest backup, {backup}, to carry on from it (the answers still readable in the damaged file are copied into it, and the file is moved aside, not deleted), or open other records.</source>
        <translation>El archivo se ha dejado exactamente como estaba. Restaura la copia de seguridad más reciente, {backup}, para seguir desde ella (las respuestas que aún se pueden leer en el archivo dañado se copian en ella, y el archivo se aparta, no se borra), o abre otros registros.</translation>
    </message>
    <message>
        <source>1 backup is in {folder}.</source>
        <translation>Hay 1 copia de seguridad en {folder}.</translation>
    </message>
    <message>
        <source>{count} backups are in {folder}.</source>
        <translation>Hay {count} copias de seguridad en {folder}.</translation>
    </message>
    <message>
        <source>{restore} {backups}</source>
        <translation>{restore} {backups}</translation>
    </message>
    <message>
        <source>The records file {path} is damaged ({what}). {way_out}</source>
        <translation>El archivo de registros {path} está dañado ({what}). {way_out}</translation>
    </message>
    <message>
        <source>Cannot use the records file {path}: {what}. The file is not damaged and nothing in it was changed. Check that the folder {folder} exists and that you may read and write in it (it may be on a read-only disk, a locked memory card or a network folder you may only read), then start Dealer Trainer again — or choose another place for the records.</source>
        <translation>No se puede usar el archivo de registros {path}: {what}. El archivo no está dañado y no se cambió nada en él. Comprueba que la carpeta {folder} existe y que puedes leer y escribir en ella (puede estar en un disco de solo lectura, una tarjeta de memoria bloqueada o una carpeta de red que solo puedes leer) y vuelve a iniciar Dealer Trainer, o elige otro lugar para los registros.</translation>
    </message>
    <message>
        <source>The records file {path} is in use by another program (or another Dealer Trainer window on a shared folder) and stayed busy. Nothing was changed. Close the other program, then open the records again; the file is in {folder}.</source>
        <translation>El archivo de registros {path} lo está usando otro programa (u otra ventana de Dealer Trainer en una carpeta compartida) y siguió ocupado. No se cambió nada. Cierra el otro programa y vuelve a abrir los registros; el archivo está en {folder}.</translation>
    </message>
    <message>
        <source>The disk holding your records is full: {path} could not be written. Nothing was lost — every answer already kept is still in the file. Free some space on the disk that holds {folder}, then open the records again.</source>
        <translation>El disco que guarda tus registros está lleno: no se pudo escribir {path}. No se perdió nada: todas las respuestas ya guardadas siguen en el archivo. Libera espacio en el disco que contiene {folder} y vuelve a abrir los registros.</translation>
    </message>
    <message>
        <source>{doing} ({reason})</source>
        <translation>{doing} ({reason})</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <extracomment>What was being done when the file failed, for :func:`classify`.</extracomment>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <translation>no se puede abrir</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <translation>no se puede escribir en él</translation>
    </message>
    <message>
        <source>file is not a database</source>
        <extracomment>SQLite&apos;s own words for what it meets most on a records file, marked so that a translation says them too (any other message of SQLite&apos;s is shown as it is).</extracomment>
        <translation>el archivo no es una base de datos</translation>
    </message>
    <message>
        <source>database disk image is malformed</source>
        <translation>la imagen de la base de datos en el disco está mal formada</translation>
    </message>
    <message>
        <source>disk I/O error</source>
        <translation>error de entrada/salida del disco</translation>
    </message>
    <message>
        <source>attempt to write a readonly database</source>
        <translation>se intentó escribir en una base de datos de solo lectura</translation>
    </message>
    <message>
        <source>unable to open database file</source>
        <translation>no se puede abrir el archivo de la base de datos</translation>
    </message>
    <message>
        <source>database is locked</source>
        <translation>la base de datos está bloqueada</translation>
    </message>
    <message>
        <source>database or disk is full</source>
        <translation>la base de datos o el disco están llenos</translation>
    </message>
    <message>
        <source>the answers</source>
        <extracomment>SQLite&apos;s first 16 bytes of every database file. The smallest database SQLite writes: one page of the smallest size. What a file&apos;s parts are called where a message names one that is missing.</extracomment>
        <translation>las respuestas</translation>
    </message>
    <message>
        <source>the trainees</source>
        <translation>los alumnos</translation>
    </message>
    <message>
        <source>the hands</source>
        <translation>las manos</translation>
    </message>
    <message>
        <source>the exams</source>
        <translation>los exámenes</translation>
    </message>
    <message>
        <source>the practice schedule</source>
        <translation>el calendario de práctica</translation>
    </message>
    <message>
        <source>the notes about the file</source>
        <translation>las notas sobre el archivo</translation>
    </message>
    <message>
        <source>it is empty: 0 bytes</source>
        <translation>está vacío: 0 bytes</translation>
    </message>
    <message>
        <source>it is cut short: only {size} bytes</source>
        <translation>está cortado: solo {size} bytes</translation>
    </message>
    <message>
        <source>it is cut short: {size} of its {whole} bytes</source>
        <translation>está cortado: {size} de sus {whole} bytes</translation>
    </message>
    <message>
        <source>no answer from the integrity check</source>
        <extracomment>The integrity check&apos;s findings when every one is about an index, which ``REINDEX`` rebuilds from the tables (the answers themselves are whole). What :func:`integrity_findings` gives when the check answers nothing at all.</extracomment>
        <translation>la comprobación de integridad no respondió</translation>
    </message>
    <message>
        <source>the integrity check says: {first}, and {count} more problems</source>
        <translation>la comprobación de integridad dice: {first}, y {count} problemas más</translation>
    </message>
    <message>
        <source>the integrity check says: {first}</source>
        <translation>la comprobación de integridad dice: {first}</translation>
    </message>
    <message>
        <source>its Dealer Trainer mark is damaged</source>
        <translation>su marca de Dealer Trainer está dañada</translation>
    </message>
    <message>
        <source>{path} is an SQLite database, but not Dealer Trainer&apos;s records. It has been left as it is: choose another file for the records.</source>
        <translation>{path} es una base de datos SQLite, pero no son registros de Dealer Trainer. Se ha dejado como estaba: elige otro archivo para los registros.</translation>
    </message>
    <message>
        <source>its version mark is damaged</source>
        <translation>su marca de versión está dañada</translation>
    </message>
    <message>
        <source>part of it is missing: {parts}</source>
        <translation>le falta una parte: {parts}</translation>
    </message>
    <message>
        <source>The records file {path} was written by Dealer Trainer {made_by}, a newer version than this one ({ours}). Nothing was written to it and nothing will be: update Dealer Trainer to carry on with these records. {way_out}</source>
        <translation>El archivo de registros {path} lo escribió Dealer Trainer {made_by}, una versión más nueva que esta ({ours}). No se escribió nada en él ni se escribirá: actualiza Dealer Trainer para seguir con estos registros. {way_out}</translation>
    </message>
    <message>
        <source>The records file {path} was written by a newer version of Dealer Trainer (its records are version {version}; this version reads up to {known}). Nothing was written to it and nothing will be: update Dealer Trainer to carry on with these records. {way_out}</source>
        <translation>El archivo de registros {path} lo escribió una versión más nueva de Dealer Trainer (sus registros son de la versión {version}; esta versión lee hasta la {known}). No se escribió nada en él ni se escribirá: actualiza Dealer Trainer para seguir con estos registros. {way_out}</translation>
    </message>
    <message>
        <source>is not a regular file (a device or a pipe?): not a results file</source>
        <extracomment>Answers counted in a skill&apos;s recent accuracy. A skill needs help when its recent accuracy is below this ... ... after at least this many answers. A trainee in the class: their name and identifier. Each trainee&apos;s answers in all skills, and the class&apos;s in each skill. The class sessions the files name (whatever the table counts), the newest first: what the class view offers to look at one by one. The one class session counted (``None``: every answer). The class sessions each trainee answered in (among the answers counted), newest first. Answers written to the scratch table at a time. How often (in rows read) the import says how far it has got. Says how far the import has got: bytes read, bytes in all, what it is doing. It may raise (to cancel): the import then stops and cleans up.</extracomment>
        <translation>no es un archivo normal (¿un dispositivo o una tubería?): no es un archivo de resultados</translation>
    </message>
    <message>
        <source>the folder holds no results files (*.csv)</source>
        <translation>la carpeta no contiene archivos de resultados (*.csv)</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>no existe ese archivo ni esa carpeta</translation>
    </message>
    <message>
        <source>A trainee needs a name: type one (spaces alone are not a name).</source>
        <translation>Un alumno necesita un nombre: escribe uno (solo espacios no es un nombre).</translation>
    </message>
    <message>
        <source>cannot make its folder ({reason})</source>
        <translation>no se puede crear su carpeta ({reason})</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>it is not a file but a pipe or a device (made by another program)</source>
        <translation>no es un archivo sino una tubería o un dispositivo (creado por otro programa)</translation>
    </message>
    <message>
        <source>you may not read and write it</source>
        <translation>no tienes permiso para leerlo y escribir en él</translation>
    </message>
    <message>
        <source>The daily backup could not be made ({reason}); the records themselves are fine.</source>
        <translation>No se pudo hacer la copia de seguridad diaria ({reason}); los registros en sí están bien.</translation>
    </message>
    <message>
        <source>a part of it cannot be read ({reason})</source>
        <translation>una parte no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>Your records had a damaged index (a list the app uses to find answers quickly); it has been rebuilt from the answers themselves. A copy of the file as it was is kept as {copy}.</source>
        <translation>Tus registros tenían un índice dañado (una lista que la aplicación usa para encontrar respuestas rápido); se ha reconstruido a partir de las propias respuestas. Se guarda una copia del archivo tal como estaba en {copy}.</translation>
    </message>
    <message>
        <source>The daily check found your records file {path} damaged ({what}). No backup will be made of it. Close Dealer Trainer and start it again: it will repair the file if it can, or offer its backups, keeping every answer it can still read.</source>
        <extracomment>Bumped after every committed write: the backup thread reads it to know whether anything changed since its last backup. The backup made on closing, if one was needed (join it to wait for it). Things the user must be told that did not stop the opening (a rebuilt index, a backup that could not be made), worded for the window to show.</extracomment>
        <translation>La comprobación diaria encontró dañado tu archivo de registros {path} ({what}). No se hará ninguna copia de seguridad de él. Cierra Dealer Trainer y vuelve a abrirlo: reparará el archivo si puede, u ofrecerá sus copias de seguridad, conservando todas las respuestas que aún pueda leer.</translation>
    </message>
    <message>
        <source>A records transaction is already open and they do not nest: finish it (leave its with-block) before starting another.</source>
        <translation>Ya hay una transacción de registros abierta y no se pueden anidar: termínala (sal de su bloque with) antes de empezar otra.</translation>
    </message>
    <message>
        <source>Not recorded: it names something the records in {path} do not hold ({error}). Choose a trainee that is in these records (or add one), then try again.</source>
        <translation>No se guardó: nombra algo que los registros de {path} no contienen ({error}). Elige un alumno que esté en estos registros (o añade uno) y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>There is already a trainee called {name} (names are the same whatever their capitals): choose another name, or pick that trainee.</source>
        <translation>Ya hay un alumno llamado {name} (los nombres son iguales aunque cambien las mayúsculas): elige otro nombre o selecciona a ese alumno.</translation>
    </message>
    <message>
        <source>There is no trainee number {number} in {path} (or their row is damaged): choose one of the trainees listed.</source>
        <translation>No hay ningún alumno número {number} en {path} (o su fila está dañada): elige uno de los alumnos de la lista.</translation>
    </message>
    <message>
        <source>The answer&apos;s time must be a number of seconds, not {seconds}: time the answer again (the answer was not recorded).</source>
        <translation>El tiempo de la respuesta debe ser un número de segundos, no {seconds}: vuelve a medir la respuesta (la respuesta no se guardó).</translation>
    </message>
    <message>
        <source>The answer was not recorded: {reason}. Give the class session a title.</source>
        <translation>La respuesta no se guardó: {reason}. Dale un título a la sesión de clase.</translation>
    </message>
    <message>
        <source>There is no answer number {number} in {path}: choose one of the answers listed.</source>
        <translation>No hay ninguna respuesta número {number} en {path}: elige una de las respuestas de la lista.</translation>
    </message>
    <message>
        <source>Answer number {number} in {path} is damaged and cannot be shown; choose another answer (a backup may still hold this one).</source>
        <translation>La respuesta número {number} de {path} está dañada y no se puede mostrar; elige otra respuesta (puede que una copia de seguridad aún la conserve).</translation>
    </message>
    <message>
        <source>{file}, line {line}: {reason}</source>
        <extracomment>The translation context of every records error&apos;s words. For a ``NEWER`` file: the version of Dealer Trainer that wrote it, if it says.</extracomment>
        <translation>{file}, línea {line}: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>an exam needs a title</source>
        <extracomment>Questions in a generated exam when the spec does not say. ``None``: no limit. The share of questions to answer right to pass, 0 to 1. Favour the drills&apos; hard cases in generated questions. The level the exam is taken at: how fast the hands are dealt and whether each decision has a target time (an exam never shows hints or feedback). Its questions are the same at every level.</extracomment>
        <translation>un examen necesita un título</translation>
    </message>
    <message>
        <source>the pass mark is a share from 0 to 1, not {mark}</source>
        <translation>la nota para aprobar es una proporción de 0 a 1, no {mark}</translation>
    </message>
    <message>
        <source>an exam has 1 to {most} questions, not {count}</source>
        <translation>un examen tiene de 1 a {most} preguntas, no {count}</translation>
    </message>
    <message>
        <source>the time limit must be more than 0 seconds (or none)</source>
        <translation>el límite de tiempo debe ser de más de 0 segundos (o ninguno)</translation>
    </message>
    <message>
        <source>choose at least one drill, one game and one rule set</source>
        <translation>elige al menos un ejercicio, un juego y un reglamento</translation>
    </message>
    <message>
        <source>the pack {title} has no questions</source>
        <translation>el paquete {title} no tiene preguntas</translation>
    </message>
    <message>
        <source>give both the records and the trainee, or neither</source>
        <extracomment>The question as a class is asked it (:attr:`Question.sentence`, without the app&apos;s instructions); &quot;&quot; in a report kept before questions had one. What was answered, in words (&quot;&quot; if not answered). The right answer, in words. The engine&apos;s reasons for the right answer. What exactly was wrong (&quot;you gave seat 3 one chip too many&quot;), if known. The whole prompt (sentence and instructions) an older report kept in place of the sentence; &quot;&quot; in a new one. Kept so an old report reads as it did. Whether the answer is in parts (*What&apos;s the bet?*, *Count the pot*...): its words are then a line a part, joined by :data:`~dealer_trainer.training.parts.PART_SEPARATOR`, so a result that cannot be rebuilt still shows them a line a part, as the window did. Kept only when true; a report kept before says false. The question itself and the response given: in a report just finished, and in one read back by :func:`exam_report` where the records still rebuild them to the same words (None otherwise, and in :meth:`from_json`&apos;s, which has only the words above). The window words them in the user&apos;s language. Not stored, and not compared: the words say the same. Spot the error: what the stop was (caught, missed, a false alarm…); None for another drill, or a spot question not answered. The time limit ran out before every question was answered. The level it was taken at (``None``: an exam taken before levels).</extracomment>
        <translation>indica los registros y el alumno, o ninguno de los dos</translation>
    </message>
    <message>
        <source>an exam needs at least one question</source>
        <translation>un examen necesita al menos una pregunta</translation>
    </message>
    <message>
        <source>the exam is finished</source>
        <translation>el examen ha terminado</translation>
    </message>
    <message>
        <source>every question is answered: finish the exam</source>
        <translation>todas las preguntas están respondidas: termina el examen</translation>
    </message>
    <message>
        <source>the time is up: finish the exam</source>
        <translation>se acabó el tiempo: termina el examen</translation>
    </message>
    <message>
        <source>There is no exam number {number} in {path}: choose one of the exams listed.</source>
        <translation>No hay ningún examen número {number} en {path}: elige uno de los exámenes de la lista.</translation>
    </message>
    <message>
        <source>Exam number {number} was not finished, so it has no report: choose a finished exam (or take the exam again).</source>
        <translation>El examen número {number} no se terminó, así que no tiene informe: elige un examen terminado (o vuelve a hacer el examen).</translation>
    </message>
    <message>
        <source>The report of exam number {number} is damaged and cannot be shown; choose another exam (a backup may still hold this one).</source>
        <translation>El informe del examen número {number} está dañado y no se puede mostrar; elige otro examen (puede que una copia de seguridad aún lo conserve).</translation>
    </message>
    <message>
        <source>the backup cannot be read</source>
        <extracomment>The old file, moved aside (``None`` if there was none). The rows copied from it into the restored records (``None``: not salvaged).</extracomment>
        <translation>no se puede leer la copia de seguridad</translation>
    </message>
    <message>
        <source>the backup cannot be copied beside it</source>
        <translation>no se puede copiar la copia de seguridad a su lado</translation>
    </message>
    <message>
        <source>it is damaged too</source>
        <translation>también está dañada</translation>
    </message>
    <message>
        <source>it was written by a newer version of Dealer Trainer</source>
        <translation>la escribió una versión más nueva de Dealer Trainer</translation>
    </message>
    <message>
        <source>it is not Dealer Trainer&apos;s records</source>
        <translation>no son registros de Dealer Trainer</translation>
    </message>
    <message>
        <source>The backup {backup} cannot be restored: {why}. Nothing was changed; choose another (older) backup.</source>
        <translation>No se puede restaurar la copia de seguridad {backup}: {why}. No se cambió nada; elige otra copia de seguridad (más antigua).</translation>
    </message>
    <message>
        <source>The backup {backup} could not be put in place of {path} ({error}). Nothing was changed: the records file is still there, as it was. Free some space on the disk that holds {folder}, then try again.</source>
        <translation>No se pudo poner la copia de seguridad {backup} en lugar de {path} ({error}). No se cambió nada: el archivo de registros sigue ahí, como estaba. Libera espacio en el disco que contiene {folder} y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The backup {backup} could not be put in place of {path} ({error}). Nothing was changed: the records file is still there, as it was. Check that you may write in {folder}, then try again.</source>
        <translation>No se pudo poner la copia de seguridad {backup} en lugar de {path} ({error}). No se cambió nada: el archivo de registros sigue ahí, como estaba. Comprueba que puedes escribir en {folder} y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>the level {value} is not one of {choices}</source>
        <extracomment>The header of a results file, in this order. Format 3&apos;s header (no session: its answers were given before class sessions). Format 2&apos;s header (no level: its answers were given before levels). Format 1&apos;s header (no identifier: its trainees are told apart by name). Files larger than this are refused unread (a million answers is about 90 MB). The longest line a results file may have (a real one is under 200 characters). Bytes read at a time. The trainee&apos;s identifier (&quot;&quot; in a format-1 file). The level it was answered at (``None``: before levels, or a format-1 or 2 file). The title of the class session it was answered in (&quot;&quot;: alone, or a format 1 to 3 file).</extracomment>
        <translation>el nivel {value} no es uno de {choices}</translation>
    </message>
    <message>
        <source>is larger than {size} MB; results files are smaller</source>
        <translation>ocupa más de {size} MB; los archivos de resultados son más pequeños</translation>
    </message>
    <message>
        <source>cannot be read without waiting: not a results file</source>
        <translation>no se puede leer sin esperar: no es un archivo de resultados</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>no existe ese archivo</translation>
    </message>
    <message>
        <source>is a folder, not a results file</source>
        <translation>es una carpeta, no un archivo de resultados</translation>
    </message>
    <message>
        <source>cannot read it ({reason})</source>
        <translation>no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>the file is {size} MB; results files are at most {most} MB</source>
        <translation>el archivo ocupa {size} MB; los archivos de resultados ocupan como mucho {most} MB</translation>
    </message>
    <message>
        <source>has a line longer than {most} characters: not a results file</source>
        <translation>tiene una línea de más de {most} caracteres: no es un archivo de resultados</translation>
    </message>
    <message>
        <source>is not CSV ({error})</source>
        <extracomment>One answer as read, checked: name, identifier, when (a POSIX timestamp), drill, game and rule set (as written: each is one of its names), right, seconds, hinted, exam, when as a datetime, the level (&quot;&quot; for none) and the class session&apos;s title (&quot;&quot; for none).</extracomment>
        <translation>no es CSV ({error})</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>está vacío</translation>
    </message>
    <message>
        <source>is not a Dealer Trainer results file: the first line must be {columns}</source>
        <translation>no es un archivo de resultados de Dealer Trainer: la primera línea debe ser {columns}</translation>
    </message>
    <message>
        <source>has {count} fields; a results line has {width}</source>
        <translation>tiene {count} campos; una línea de resultados tiene {width}</translation>
    </message>
    <message>
        <source>is not valid CSV ({error})</source>
        <translation>no es un CSV válido ({error})</translation>
    </message>
    <message>
        <source>is not UTF-8 text (byte {byte}): not a results file exported by Dealer Trainer</source>
        <translation>no es texto UTF-8 (byte {byte}): no es un archivo de resultados exportado por Dealer Trainer</translation>
    </message>
    <message>
        <source>the trainee&apos;s identifier {value} is not 32 hex digits</source>
        <translation>el identificador del alumno {value} no tiene 32 dígitos hexadecimales</translation>
    </message>
    <message>
        <source>the trainee&apos;s name is empty</source>
        <extracomment>The trainee&apos;s name as the host keeps it. Their identifier in their own records (32 hex digits), ``None`` when not known. When the host received it (with a time zone). From the deal to the answer, as the host timed it. The level the session asked it at. The session&apos;s title (fitted as the records fit it, :func:`~.rows.fitted_session_title`).</extracomment>
        <translation>el nombre del alumno está vacío</translation>
    </message>
    <message>
        <source>the time {value} has no time zone</source>
        <translation>la hora {value} no tiene zona horaria</translation>
    </message>
    <message>
        <source>seconds must be a number of 0 or more, not {value}</source>
        <translation>los segundos deben ser un número de 0 o más, no {value}</translation>
    </message>
    <message>
        <source>the drill {value} is not one of {choices}</source>
        <translation>el ejercicio {value} no es uno de {choices}</translation>
    </message>
    <message>
        <source>the game {value} is not one of {choices}</source>
        <translation>el juego {value} no es uno de {choices}</translation>
    </message>
    <message>
        <source>the rule set {value} is not one of {choices}</source>
        <translation>el reglamento {value} no es uno de {choices}</translation>
    </message>
    <message>
        <source>correct must be 1 or 0, not {value}</source>
        <translation>correct debe ser 1 o 0, no {value}</translation>
    </message>
    <message>
        <source>hinted must be 1 or 0, not {value}</source>
        <translation>hinted debe ser 1 o 0, no {value}</translation>
    </message>
    <message>
        <source>the class session&apos;s title {value} has a line break or another control character</source>
        <extracomment>What a check of a stored value raises (``json.JSONDecodeError`` is a ``ValueError``). The longest title of a class session the records keep (a pack&apos;s title is far shorter). Characters a title never holds: controls, invisible formatting, line and paragraph breaks.</extracomment>
        <translation>el título de la sesión de clase {value} tiene un salto de línea u otro carácter de control</translation>
    </message>
    <message>
        <source>the class session&apos;s title is empty</source>
        <translation>el título de la sesión de clase está vacío</translation>
    </message>
    <message>
        <source>the class session&apos;s title is {count} characters long; the most is {most}</source>
        <translation>el título de la sesión de clase tiene {count} caracteres; el máximo es {most}</translation>
    </message>
    <message>
        <source>The answer kept for this question cannot be read ({error}): that row of the records is damaged. Answer the hand again to keep a good answer for it.</source>
        <translation>No se puede leer la respuesta guardada para esta pregunta ({error}): esa fila de los registros está dañada. Vuelve a responder la mano para guardar una respuesta buena.</translation>
    </message>
    <message>
        <source>The hand kept for this answer cannot be read ({error}): that row of the records is damaged.</source>
        <extracomment>A random identifier made with the trainee, the same wherever their results go: it tells apart two trainees of one name in a class. The complete hand as JSON text (parse with :attr:`scenario`). The answer given, as :func:`response_to_json` writes it. The level it was answered at; ``None`` for an answer kept before levels. The title of the class session it was answered in; ``None`` for one answered alone.</extracomment>
        <translation>No se puede leer la mano guardada para esta respuesta ({error}): esa fila de los registros está dañada.</translation>
    </message>
    <message>
        <source>There is nothing to practise: choose at least one game, one rule set and one drill.</source>
        <extracomment>A grade below 4 brings the item back this much later the same day (SM-2 step 7). New skills wait while a skill begun (with at least :data:`MIN_SHOWN` answers) is right less often than this in its last :data:`RECENT` answers. Seconds within which a right answer is &quot;perfect&quot; (5), and beyond which it was &quot;recalled with serious difficulty&quot; (3); between them: &quot;after a hesitation&quot; (4). The training&apos;s numbers (:data:`dealer_trainer.training.levels.PACE`): the first is also the Table-ready level&apos;s target time per decision. Repetitions answered (graded 3+) in a row since the item was (re)memorised. The gap, in days, before ``due``. The next scheduled repetition (the start of a day). A same-day re-ask (step 7) pending, if the last grade was below 4. FSRS for missed hands (``fsrs`` package, default parameters): a miss or a hinted answer keeps the hand in a same-day step of :data:`AGAIN_AFTER` (FSRS&apos;s &quot;hard&quot; at that step: 1½ times it) until it is answered right without help; no fuzz, so a schedule is the same for the same answers. The recall SM-2 assumes at an item&apos;s due day, used to turn an SM-2 state into FSRS. :func:`rating` of each grade, looked up (a rebuild asks it for every answer). Right answers given when due, in a row since the last miss. Misses, the first one included. FSRS&apos;s state: Learning, Review or Relearning (a same-day step pending). The gap in days before ``due`` (0 while a same-day step is pending). The next review: a step&apos;s time, or the start of a day. When it comes back the same day (a step, or after a hard review), if it does. The last FSRS review, in UTC (``_last_at`` as given). FSRS&apos;s forgetting curve, as ``Scheduler.get_card_retrievability`` computes it. Every answer, in the order they were given (a trainee&apos;s at a time). A missed hand to ask again exactly; ``None``: make a new hand of this skill. Favour the drill&apos;s hard cases (a weak skill).</extracomment>
        <translation>No hay nada que practicar: elige al menos un juego, un reglamento y un ejercicio.</translation>
    </message>
    <message>
        <source>The window must be at least one answer, not {window}: ask for the last 1 or more answers.</source>
        <extracomment>Answers in the rolling accuracy and in each half of the trend. Share right in the last ``window`` answers (what the table sorts on). Accuracy of the last ``window`` answers minus that of the ``window`` before them; ``None`` until there are ``2 * window`` answers.</extracomment>
        <translation>La ventana debe ser de al menos una respuesta, no {window}: pide la última respuesta o más.</translation>
    </message>
    <message>
        <source>The number of answer times cannot be negative ({count}): ask for 0 or more, or for all of them (None).</source>
        <extracomment>Right within the drill&apos;s target time (:func:`~dealer_trainer.training.levels.target_seconds`). Spot the error&apos;s stops by outcome (all nought until the drill is answered). The seconds of the last ``len(seconds)`` answers (all of them unless :func:`chart_series` was asked for fewer): they line up with ``at[-len(seconds):]``. One number per answer for the charts: its Julian day (always &gt; 0, computed by SQLite from the ``at`` text), negative if the answer was wrong. One value a row instead of two: reading each value costs the sqlite3 module about a microsecond, which is most of the time with 100,000 answers. An answer&apos;s time taken, or -1 where the stored value is not a number of 0 or more. An answer&apos;s time as a POSIX timestamp (NULL for a damaged one), for the slow way. The Julian day of 1970-01-01 00:00 UTC, and seconds in a day.</extracomment>
        <translation>El número de tiempos de respuesta no puede ser negativo ({count}): pide 0 o más, o todos (None).</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <source>Your records cannot be opened</source>
        <extracomment>Put the chosen backup back (the readable answers of a damaged file copied in). No good backup: new records, with every answer the damaged file still yields. Practise on without keeping answers; the file is left as it is.</extracomment>
        <translation>Tu registro no se puede abrir</translation>
    </message>
    <message>
        <source>Backup made</source>
        <translation>Copia hecha</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <source>Backups of these records, the newest good one first:</source>
        <translation>Copias de seguridad de estos registros, primero la más reciente en buen estado:</translation>
    </message>
    <message>
        <source>There are no backups of these records.</source>
        <translation>No hay copias de seguridad de estos registros.</translation>
    </message>
    <message>
        <source>Restore anyway, without the answers the newer version kept since that backup</source>
        <translation>Restaurar de todos modos, sin las respuestas que la versión más nueva guardó desde esa copia</translation>
    </message>
    <message>
        <source>Restore the chosen backup</source>
        <translation>Restaurar la copia elegida</translation>
    </message>
    <message>
        <source>Start new records, keeping every readable answer</source>
        <translation>Empezar registros nuevos, conservando todas las respuestas legibles</translation>
    </message>
    <message>
        <source>Practise without keeping answers</source>
        <translation>Practicar sin guardar las respuestas</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Correcta</translation>
    </message>
    <message>
        <source>Damaged: cannot be restored</source>
        <translation>Dañada: no se puede restaurar</translation>
    </message>
    <message>
        <source>Written by a newer version</source>
        <translation>Escrita por una versión más nueva</translation>
    </message>
    <message>
        <source>Not Dealer Trainer&apos;s records</source>
        <translation>No son registros de Dealer Trainer</translation>
    </message>
</context>
<context>
    <name>Rulebook</name>
    <message>
        <source>one</source>
        <extracomment>The topic&apos;s title, as a template the GUI translates. Where the rule comes from, as typed data the GUI words the way a drill&apos;s reason cites it (:func:`dealer_trainer.gui.reasonwords.rule_words`). Two to six sentences in plain words, with a small example where it helps. The drill and hard case whose hand shows the rule on the table (&quot;Show me&quot;). How the rule sets are named to a trainee.</extracomment>
        <translation>una</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>The Pennsylvania rules allow</source>
        <translation>Las reglas de Pensilvania permiten</translation>
    </message>
    <message>
        <source>The cardroom allows</source>
        <translation>La sala de juego permite</translation>
    </message>
    <message>
        <source>The online room allows</source>
        <translation>La sala en línea permite</translation>
    </message>
    <message>
        <source>{who} at most {count} players at a table of this game, and a hand needs at least two. The house dealer shuffles, deals and runs the pot but never plays a hand.</source>
        <translation>{who} como máximo {count} jugadores en una mesa de este juego, y una mano necesita al menos dos. El crupier de la casa baraja, reparte y lleva el bote, pero nunca juega una mano.</translation>
    </message>
    <message>
        <source>Nine players can need more cards than a deck holds, which is why the common-card rule exists.</source>
        <translation>Nueve jugadores pueden necesitar más cartas de las que tiene una baraja; por eso existe la regla de la carta comunitaria.</translation>
    </message>
    <message>
        <source>Five-card Stud allows one seat fewer than the seven-card games under the Pennsylvania rules.</source>
        <translation>Según las reglas de Pensilvania, Five-card Stud admite un asiento menos que los juegos de siete cartas.</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Jugadores en la mesa</translation>
    </message>
    <message>
        <source>Before any card is dealt, every player taking part puts in the ante. The amount belongs to the table&apos;s stakes and is posted at the table, together with the bring-in and the two bet sizes. A seat whose stack cannot cover the ante is not dealt in.</source>
        <translation>Antes de repartir ninguna carta, cada jugador que participa pone el ante. La cantidad forma parte de los límites de la mesa y está anunciada en ella, junto con el bring-in y los dos tamaños de apuesta. A un asiento cuyas fichas no cubren el ante no se le reparte.</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>El ante</translation>
    </message>
    <message>
        <source>five rounds: four cards face down, then one face up, so each seat holds five cards</source>
        <translation>cinco rondas: cuatro cartas tapadas y luego una descubierta, así que cada asiento tiene cinco cartas</translation>
    </message>
    <message>
        <source>two rounds: one card face down (the hole card), then one face up</source>
        <translation>dos rondas: una carta tapada y luego una descubierta</translation>
    </message>
    <message>
        <source>three rounds: two cards face down, then one face up (the door card), which makes third street</source>
        <translation>tres rondas: dos cartas tapadas y luego una descubierta (la primera carta descubierta), con lo que se forma la tercera calle</translation>
    </message>
    <message>
        <source>The dealer deals {rounds}. Each round starts with the first seat to the dealer&apos;s left and goes clockwise one card at a time, and no card is burned before it. Example: with the dealer before seat 1 and seats 2, 5 and 7 playing, the cards go to seats 2, 5, 7, then back to seat 2 for the next round.</source>
        <translation>El crupier reparte {rounds}. Cada ronda empieza por el primer asiento a la izquierda del crupier y sigue en el sentido de las agujas del reloj, una carta cada vez, y antes no se quema ninguna carta. Ejemplo: con el crupier antes del asiento 1 y jugando los asientos 2, 5 y 7, las cartas van a los asientos 2, 5 y 7, y luego otra vez al asiento 2 para la ronda siguiente.</translation>
    </message>
    <message>
        <source>The first deal</source>
        <translation>El primer reparto</translation>
    </message>
    <message>
        <source>After looking at the five cards, every player throws away two of the four face-down cards, keeping two down and the up card, as in ordinary seven-card stud. Each seat discards exactly once, in any order, and the bring-in waits until all have done so. The discards go to the muck, not onto the burn cards: keep the two piles apart, because only the burn cards are reshuffled if the deck runs short.</source>
        <translation>Después de mirar sus cinco cartas, cada jugador tira dos de las cuatro cartas tapadas y se queda con dos tapadas y la descubierta, como en el seven-card stud normal. Cada asiento descarta exactamente una vez, en cualquier orden, y el bring-in espera a que todos lo hayan hecho. Los descartes van al montón de descartes, no sobre las cartas quemadas: mantén los dos montones separados, porque si la baraja se queda corta solo se rebarajan las cartas quemadas.</translation>
    </message>
    <message>
        <source>Super Seven: the discards</source>
        <translation>Super Seven: los descartes</translation>
    </message>
    <message>
        <source>That seat must put in the bring-in, a forced bet below the small bet, or may complete it to a full small bet instead.</source>
        <translation>Ese asiento debe poner el bring-in, una apuesta obligatoria menor que la apuesta pequeña, o bien puede completarla hasta una apuesta pequeña entera.</translation>
    </message>
    <message>
        <source>Once every seat has discarded, compare</source>
        <translation>Cuando todos los asientos hayan descartado, compara</translation>
    </message>
    <message>
        <source>After the first deal, compare</source>
        <translation>Tras el primer reparto, compara</translation>
    </message>
    <message>
        <source>{after} the up cards: in Stud Low the highest one brings in, since it is the worst start for a low. Aces count low here, so the king is the highest card and an ace never brings in; a rank tie goes to the higher suit. Example: K♣, Q♠ and A♥ showing: the K♣ brings in.</source>
        <translation>{after} las cartas descubiertas: en Stud baja hace el bring-in la más alta, porque es el peor comienzo para una mano baja. Aquí los ases cuentan como bajos, así que el rey es la carta más alta y un as nunca hace el bring-in; un empate de valor lo decide el palo más alto. Ejemplo: con K♣, Q♠ y A♥ a la vista, el K♣ hace el bring-in.</translation>
    </message>
    <message>
        <source>{after} the up cards: under the Pennsylvania rule for High-low Split the highest one brings in, and the ace counts below the two, so the king is the highest card. A rank tie goes to the higher suit. Example: K♦, 7♠ and A♣ showing: the K♦ brings in, and the A♣ counts as the lowest card. Careful: the cardroom and online rooms use the lowest card, ace high, instead.</source>
        <translation>{after} las cartas descubiertas: según la regla de Pensilvania para alta-baja dividida, hace el bring-in la más alta, y el as cuenta por debajo del dos, así que el rey es la carta más alta. Un empate de valor lo decide el palo más alto. Ejemplo: con K♦, 7♠ y A♣ a la vista, el K♦ hace el bring-in y el A♣ cuenta como la carta más baja. Cuidado: la sala de juego y las salas en línea usan en cambio la carta más baja, con el as alto.</translation>
    </message>
    <message>
        <source>{after} the up cards: this rule set treats High-low Split like Stud High, so the lowest up card brings in, aces counting high, and a rank tie goes to the lower suit. Example: K♦, 7♠ and A♣ showing: the 7♠ brings in. Careful: under the Pennsylvania rule, §637a.10(d)(3), the highest card (ace low) brings in instead.</source>
        <translation>{after} las cartas descubiertas: este reglamento trata alta-baja dividida como Stud alta, así que hace el bring-in la carta descubierta más baja, con los ases altos, y un empate de valor lo decide el palo más bajo. Ejemplo: con K♦, 7♠ y A♣ a la vista, el 7♠ hace el bring-in. Cuidado: según la regla de Pensilvania, §637a.10(d)(3), hace el bring-in en cambio la carta más alta (con el as bajo).</translation>
    </message>
    <message>
        <source>{after} the up cards: the lowest one brings in, and the ace counts as the highest card here, even though it is the best card for a low. A rank tie goes to the lower suit. Example: A♠, 2♣ and 8♥ showing: the 2♣ brings in.</source>
        <translation>{after} las cartas descubiertas: hace el bring-in la más baja, y aquí el as cuenta como la carta más alta, aunque sea la mejor carta para una mano baja. Un empate de valor lo decide el palo más bajo. Ejemplo: con A♠, 2♣ y 8♥ a la vista, el 2♣ hace el bring-in.</translation>
    </message>
    <message>
        <source>{after} the up cards: the lowest one brings in, with aces counting high. A rank tie goes to the lower suit. Example: 3♥, 9♣ and A♠ showing: the 3♥ brings in, because the ace is the highest card, not the lowest.</source>
        <translation>{after} las cartas descubiertas: hace el bring-in la más baja, con los ases altos. Un empate de valor lo decide el palo más bajo. Ejemplo: con 3♥, 9♣ y A♠ a la vista, el 3♥ hace el bring-in, porque el as es la carta más alta, no la más baja.</translation>
    </message>
    <message>
        <source>Who brings in</source>
        <translation>Quién hace el bring-in</translation>
    </message>
    <message>
        <source>When the lowest card brings in, the lowest suit of the tied rank does. Example: 4♣ against 4♦: clubs rank lowest, so 4♣ brings in.</source>
        <translation>Cuando hace el bring-in la carta más baja, lo hace el palo más bajo del valor empatado. Ejemplo: 4♣ contra 4♦: los tréboles son el palo más bajo, así que el 4♣ hace el bring-in.</translation>
    </message>
    <message>
        <source>When the highest card brings in, the highest suit of the tied rank does. Example: K♠ against K♥: spades rank highest, so K♠ brings in.</source>
        <translation>Cuando hace el bring-in la carta más alta, lo hace el palo más alto del valor empatado. Ejemplo: K♠ contra K♥: las picas son el palo más alto, así que el K♠ hace el bring-in.</translation>
    </message>
    <message>
        <source>Suits break a rank tie between up cards for the bring-in; from the top they rank spades, hearts, diamonds, clubs. {which} Suits never decide who acts first on later streets, and never who wins a pot.</source>
        <translation>Para el bring-in, los palos deshacen un empate de valor entre cartas descubiertas; de mayor a menor, el orden de palos es picas, corazones, diamantes, tréboles. {which} Los palos nunca deciden quién actúa primero en las calles siguientes, ni quién gana un bote.</translation>
    </message>
    <message>
        <source>Bring-in: equal ranks</source>
        <translation>Bring-in: valores iguales</translation>
    </message>
    <message>
        <source>second</source>
        <translation>segunda</translation>
    </message>
    <message>
        <source>third</source>
        <translation>tercera</translation>
    </message>
    <message>
        <source>Once the bring-in is in, the action moves clockwise from the seat on its left. While only the bring-in stands, each player may fold, call it, or complete to a full small bet; after a completion the next players may raise. If everyone only calls the bring-in, the round is over: the bring-in seat gets no option to raise. Example: with a 1-chip bring-in and 4/8 limits, {street} street is completed to 4 and raised to 8.</source>
        <translation>Una vez puesto el bring-in, la acción sigue en el sentido de las agujas del reloj desde el asiento a su izquierda. Mientras solo esté el bring-in, cada jugador puede retirarse, igualarlo o completar hasta una apuesta pequeña entera; después de completar, los siguientes jugadores pueden subir. Si todos se limitan a igualar el bring-in, la ronda termina: el asiento del bring-in no tiene opción de subir. Ejemplo: con un bring-in de 1 ficha y límites 4/8, en {street} calle se completa a 4 y se sube a 8.</translation>
    </message>
    <message>
        <source>The first betting round</source>
        <translation>La primera ronda de apuestas</translation>
    </message>
    <message>
        <source>Second and third street use the small bet; fourth and fifth street use the big bet</source>
        <translation>En segunda y tercera calle se usa la apuesta pequeña; en cuarta y quinta calle, la apuesta grande</translation>
    </message>
    <message>
        <source>a raise on third street is 4 chips and on fourth street 8</source>
        <translation>una subida en tercera calle es de 4 fichas y en cuarta calle, de 8</translation>
    </message>
    <message>
        <source>Third and fourth street use the small bet; fifth, sixth and seventh street use the big bet</source>
        <translation>En tercera y cuarta calle se usa la apuesta pequeña; en quinta, sexta y séptima calle, la apuesta grande</translation>
    </message>
    <message>
        <source>a raise on fourth street is 4 chips and on fifth street 8</source>
        <translation>una subida en cuarta calle es de 4 fichas y en quinta calle, de 8</translation>
    </message>
    <message>
        <source>The games are played fixed limit: every bet and raise on a street is the same size. {streets}. Example at 4/8: {example}.</source>
        <translation>Estos juegos se juegan con límite fijo: toda apuesta y subida de una calle tiene el mismo tamaño. {streets}. Ejemplo con 4/8: {example}.</translation>
    </message>
    <message>
        <source>One exception, the open pair on fourth street, has its own topic.</source>
        <translation>Una excepción, la pareja descubierta en cuarta calle, tiene su propio tema.</translation>
    </message>
    <message>
        <source>This rule set has no open-pair option: fourth street is always the small bet.</source>
        <translation>Este reglamento no tiene la opción de pareja descubierta: en cuarta calle siempre se usa la apuesta pequeña.</translation>
    </message>
    <message>
        <source>Bet sizes</source>
        <translation>Tamaños de apuesta</translation>
    </message>
    <message>
        <source>On fourth street, if any player&apos;s two up cards are a pair, the player who opens the betting may bet the big bet instead of the small one. Once a big bet is made on that street, every raise after it is a big bet too. Example at 4/8: seat 3 shows 9♠ 9♦, so whoever opens may bet 8 instead of 4. The option exists only on fourth street and only in Stud High.</source>
        <translation>En cuarta calle, si las dos cartas descubiertas de algún jugador forman pareja, el jugador que abre las apuestas puede apostar la apuesta grande en lugar de la pequeña. Una vez hecha una apuesta grande en esa calle, todas las subidas que siguen también son apuestas grandes. Ejemplo con 4/8: el asiento 3 muestra 9♠ 9♦, así que quien abra puede apostar 8 en lugar de 4. La opción existe solo en cuarta calle y solo en Stud alta.</translation>
    </message>
    <message>
        <source>Open pair on fourth street</source>
        <translation>Pareja descubierta en cuarta calle</translation>
    </message>
    <message>
        <source>Each betting round allows one bet and {count} raises; after the last raise the others may only call or fold. On the first round the completion is the bet, while the bring-in does not count (unless it is already a full small bet). The cap holds even when only two players are left. Example: bet, raise, re-raise, cap, and then only calls or folds.</source>
        <translation>Cada ronda de apuestas permite una apuesta y {count} subidas; después de la última subida los demás solo pueden igualar o retirarse. En la primera ronda, completar cuenta como la apuesta, y el bring-in no cuenta (salvo que ya sea una apuesta pequeña entera). El tope se mantiene aunque solo queden dos jugadores. Ejemplo: apuesta, subida, resubida, tope, y después solo igualar o retirarse.</translation>
    </message>
    <message>
        <source>The raise cap</source>
        <translation>El tope de subidas</translation>
    </message>
    <message>
        <source>A player without enough chips may go all-in for less than a full bet or raise. An all-in raise of at least half a bet counts as a full raise and reopens the betting. A smaller one does not: the players who have already acted may only call the extra chips or fold, while a player yet to act may still raise. Example at 4/8 on fifth street: seat 2 bets 8 and seat 5 goes all-in for 11; when the action comes back, seat 2 may call 3 more or fold, but not raise.</source>
        <translation>Un jugador sin fichas suficientes puede ir all-in por menos de una apuesta o subida completa. Una subida all-in de al menos media apuesta cuenta como una subida completa y reabre las apuestas. Una menor no: los jugadores que ya actuaron solo pueden igualar las fichas de más o retirarse, mientras que un jugador que aún no ha actuado todavía puede subir. Ejemplo a 4/8 en la quinta calle: el asiento 2 apuesta 8 y el asiento 5 va all-in por 11; cuando vuelve la acción, el asiento 2 puede igualar 3 más o retirarse, pero no subir.</translation>
    </message>
    <message>
        <source>A short all-in</source>
        <translation>Un all-in corto</translation>
    </message>
    <message>
        <source>fourth</source>
        <translation>cuarta</translation>
    </message>
    <message>
        <source>From {street} street on, the first player may check or bet. Play goes clockwise: until someone bets, each player may check; after a bet, each may fold, call or raise. Check-raise is allowed: a player who checked may raise when the action returns. The round ends once everyone who can still act has acted since the last bet or raise and matched it.</source>
        <translation>A partir de la {street} calle, el primer jugador puede pasar o apostar. El juego sigue en el sentido de las agujas del reloj: hasta que alguien apuesta, cada jugador puede pasar; después de una apuesta, cada uno puede retirarse, igualar o subir. Se permite pasar y luego subir (check-raise): un jugador que pasó puede subir cuando le vuelve la acción. La ronda termina cuando todos los que aún pueden actuar han actuado desde la última apuesta o subida y la han igualado.</translation>
    </message>
    <message>
        <source>Checking, betting, check-raise</source>
        <translation>Pasar, apostar, check-raise</translation>
    </message>
    <message>
        <source>third street</source>
        <translation>la tercera calle</translation>
    </message>
    <message>
        <source>Fourth and fifth street go face up the same way.</source>
        <translation>La cuarta y la quinta calle se reparten descubiertas de la misma manera.</translation>
    </message>
    <message>
        <source>fourth street</source>
        <translation>la cuarta calle</translation>
    </message>
    <message>
        <source>Fifth and sixth street go face up the same way, seventh street face down.</source>
        <translation>La quinta y la sexta calle se reparten descubiertas de la misma manera; la séptima calle, tapada.</translation>
    </message>
    <message>
        <source>After the first betting round the dealer burns one card and deals {first} face up, starting with the first seat still in the hand to the dealer&apos;s left, not with the bring-in or the best hand. Folded seats are skipped; a seat that is all-in still receives every card.</source>
        <translation>Tras la primera ronda de apuestas, el crupier quema una carta y reparte {first} descubierta, empezando por el primer asiento que sigue en la mano a la izquierda del crupier, no por el bring-in ni por la mejor mano. Los asientos retirados se saltan; un asiento que está all-in sigue recibiendo todas las cartas.</translation>
    </message>
    <message>
        <source>Dealing the later streets</source>
        <translation>Repartir las calles siguientes</translation>
    </message>
    <message>
        <source>Before every street after the first deal the dealer burns the top card face down, {count} burns in a hand that goes the distance. There is no burn before the first deal. Keep the burn cards in their own pile, apart from the folded hands, so the deck can be counted if a problem arises.</source>
        <translation>Antes de cada calle posterior al primer reparto, el crupier quema la carta de arriba boca abajo: {count} cartas quemadas en una mano que llega hasta el final. Antes del primer reparto no se quema. Deja las cartas quemadas en su propio montón, separadas de las manos retiradas, para que se pueda contar la baraja si surge un problema.</translation>
    </message>
    <message>
        <source>Before every street after the first deal the dealer burns the top card face down, {count} burns in a hand that goes the distance, and a common card is burned for too. There is no burn before the first deal. Keep the burn cards in their own pile, apart from the muck: they are the cards reshuffled if the deck ever runs short.</source>
        <translation>Antes de cada calle posterior al primer reparto, el crupier quema la carta de arriba boca abajo: {count} cartas quemadas en una mano que llega hasta el final, y también se quema antes de una carta comunitaria. Antes del primer reparto no se quema. Deja las cartas quemadas en su propio montón, separadas del montón de descartes: son las cartas que se rebarajan si la baraja llega a quedarse corta.</translation>
    </message>
    <message>
        <source>Burn cards</source>
        <translation>Cartas quemadas</translation>
    </message>
    <message>
        <source>From fourth street on, the best low hand showing bets or checks first, not the bring-in. Only the up cards count, aces low, and any pair is a bad low. Example: seat 2 shows 7♠ 3♦ and seat 5 shows A♣ 9♥: compare the highest cards first; 7 is lower than 9, so seat 2 acts first.</source>
        <translation>A partir de la cuarta calle, apuesta o pasa primero la mejor mano baja a la vista, no el bring-in. Solo cuentan las cartas descubiertas, con los ases bajos, y cualquier pareja es una mala mano baja. Ejemplo: el asiento 2 muestra 7♠ 3♦ y el asiento 5 muestra A♣ 9♥: compara primero las cartas más altas; el 7 es más bajo que el 9, así que el asiento 2 actúa primero.</translation>
    </message>
    <message>
        <source>From {street} street on, the best high hand showing bets or checks first, not the bring-in. Only the up cards count. Example: seat 2 shows K♠ 7♦ and seat 5 shows 4♣ 4♥: a pair of fours beats king-high, so seat 5 acts first.</source>
        <translation>A partir de la {street} calle, apuesta o pasa primero la mejor mano alta a la vista, no el bring-in. Solo cuentan las cartas descubiertas. Ejemplo: el asiento 2 muestra K♠ 7♦ y el asiento 5 muestra 4♣ 4♥: una pareja de cuatros le gana a carta alta rey, así que el asiento 5 actúa primero.</translation>
    </message>
    <message>
        <source>In high-low games the showing hands are ranked as high hands only.</source>
        <translation>En los juegos alta-baja, las manos a la vista se clasifican solo como manos altas.</translation>
    </message>
    <message>
        <source>Who acts first</source>
        <translation>Quién actúa primero</translation>
    </message>
    <message>
        <source>With fewer than five up cards only pairs and sets count, and the fewer the better: no pair beats one pair, which beats two pair. Within a class the lower pair wins, then compare the cards from the highest down, aces low; straights and flushes do not count. Example: 8♠ 5♦ 3♣ A♥ beats 8♥ 6♣ 2♦ A♠, because after the eights the 5 is lower than the 6.</source>
        <translation>Con menos de cinco cartas descubiertas solo cuentan las parejas, tríos y póker, y cuantas menos, mejor: sin pareja le gana a una pareja, que le gana a doble pareja. Dentro de una misma clase gana la pareja más baja; luego se comparan las cartas de la más alta a la más baja, con los ases bajos; las escaleras y los colores no cuentan. Ejemplo: 8♠ 5♦ 3♣ A♥ le gana a 8♥ 6♣ 2♦ A♠, porque después de los ochos el 5 es más bajo que el 6.</translation>
    </message>
    <message>
        <source>With fewer than five up cards only pairs and sets count: four of a kind, three of a kind, two pair, one pair, then high card. Straights and flushes do not count, suits break no ties, and the ace is high. Example: 5♥ 6♥ 7♥ 8♥ showing is just eight-high, so Q♣ Q♦ 2♠ 3♠ beats it.</source>
        <translation>Con menos de cinco cartas descubiertas solo cuentan las parejas, tríos y póker: póker, trío, doble pareja, pareja y luego carta alta. Las escaleras y los colores no cuentan, los palos no deshacen empates y el as es alto. Ejemplo: 5♥ 6♥ 7♥ 8♥ a la vista es solo carta alta ocho, así que Q♣ Q♦ 2♠ 3♠ le gana.</translation>
    </message>
    <message>
        <source>When a common card gives every hand five showing cards, they are ranked as full five-card hands.</source>
        <translation>Cuando una carta comunitaria da a cada mano cinco cartas a la vista, se clasifican como manos completas de cinco cartas.</translation>
    </message>
    <message>
        <source>Ranking the showing hands</source>
        <translation>Clasificar las manos a la vista</translation>
    </message>
    <message>
        <source>When two or more seats show equally good hands, the one closest to the dealer&apos;s left acts first; suits do not break this tie. Example: seats 3 and 7 both show a pair of jacks with a 9. With the dealer before seat 1, seat 3 acts first; with the first seat to the dealer&apos;s left at seat 5, it is seat 7.</source>
        <translation>Cuando dos o más asientos muestran manos igual de buenas, actúa primero el más cercano a la izquierda del crupier; los palos no deshacen este empate. Ejemplo: los asientos 3 y 7 muestran ambos una pareja de jotas con un 9. Con el crupier antes del asiento 1, actúa primero el asiento 3; si el primer asiento a la izquierda del crupier es el 5, actúa primero el asiento 7.</translation>
    </message>
    <message>
        <source>Who acts first: equal hands</source>
        <translation>Quién actúa primero: manos iguales</translation>
    </message>
    <message>
        <source>If the seat with the best showing hand is all-in, it cannot bet, so the first seat clockwise after it that can still act opens the betting. If fewer than two seats can still act, there is no betting round: the dealer deals the remaining streets and goes to the showdown. The rule texts are silent here; this is the house&apos;s reading.</source>
        <translation>Si el asiento con la mejor mano a la vista está all-in, no puede apostar, así que abre las apuestas el primer asiento que le sigue en el sentido de las agujas del reloj y que aún puede actuar. Si menos de dos asientos pueden actuar todavía, no hay ronda de apuestas: el crupier reparte las calles que faltan y pasa al showdown. Los textos de las reglas no dicen nada de esto; es la interpretación de la casa.</translation>
    </message>
    <message>
        <source>Who acts first: an all-in seat</source>
        <translation>Quién actúa primero: un asiento all-in</translation>
    </message>
    <message>
        <source>Example: seven players reach seventh street; 42 cards dealt and 3 burned leave 7, one short of a burn and seven cards, so the dealer burns and deals a common card.</source>
        <translation>Ejemplo: siete jugadores llegan a la séptima calle; 42 cartas repartidas y 3 quemadas dejan 7, una menos de las necesarias para quemar y dar siete cartas, así que el crupier quema y reparte una carta comunitaria.</translation>
    </message>
    <message>
        <source>Example: nine players are dealt five cards each, which leaves 7 in the stub (discards never come back), short of a burn and nine cards, so fourth street is already a common card.</source>
        <translation>Ejemplo: a nueve jugadores se les reparten cinco cartas a cada uno, lo que deja 7 en el resto del mazo (los descartes nunca vuelven), menos de las necesarias para quemar y dar nueve cartas, así que la cuarta calle ya es una carta comunitaria.</translation>
    </message>
    <message>
        <source>Before each street, count the seats still in the hand and add one for the burn. If the stub holds that many cards, burn one and deal each seat its own card; if not, and at least two cards remain, burn one and deal a single common card face up in the centre, which is that street&apos;s card for every hand. {example} The house applies this on any street that runs short, not only the sixth and seventh the rule names.</source>
        <translation>Antes de cada calle, cuenta los asientos que siguen en la mano y suma uno para la carta quemada. Si el resto del mazo tiene esas cartas, quema una y reparte a cada asiento su propia carta; si no, y quedan al menos dos cartas, quema una y reparte una sola carta comunitaria descubierta en el centro, que es la carta de esa calle para todas las manos. {example} La casa aplica esto en cualquier calle en la que falten cartas, no solo en la sexta y la séptima que nombra la regla.</translation>
    </message>
    <message>
        <source>The common card</source>
        <translation>La carta comunitaria</translation>
    </message>
    <message>
        <source>A common card is an up card of every hand still in, so it joins each showing hand when you decide who acts first. Example: the common card is the 9♦ and seat 4 shows 9♣ among its up cards: seat 4 now shows a pair of nines, and so does anyone else with a nine showing. The rule texts only say the common card is followed by a normal betting round; counting it as showing is the house&apos;s reading.</source>
        <translation>Una carta comunitaria es una carta descubierta de cada mano que sigue en juego, así que se suma a cada mano a la vista cuando decides quién actúa primero. Ejemplo: la carta comunitaria es el 9♦ y el asiento 4 muestra el 9♣ entre sus cartas descubiertas: ahora el asiento 4 muestra una pareja de nueves, igual que cualquier otro con un nueve a la vista. Los textos de las reglas solo dicen que tras la carta comunitaria viene una ronda de apuestas normal; contarla como carta a la vista es la interpretación de la casa.</translation>
    </message>
    <message>
        <source>Common cards in the showing hand</source>
        <translation>La carta comunitaria en la mano a la vista</translation>
    </message>
    <message>
        <source>Example: with eight players, fifth street is a common card that leaves one card; for sixth street it joins the two burn cards, the three are shuffled, one is burned and the next is the common card. Should the burn cards ever be fewer than two, the muck (discards and folded hands) is shuffled in too.</source>
        <translation>Ejemplo: con ocho jugadores, la quinta calle es una carta comunitaria que deja una sola carta; para la sexta calle esa carta se une a las dos cartas quemadas, se barajan las tres, se quema una y la siguiente es la carta comunitaria. Si alguna vez hubiera menos de dos cartas quemadas, también se baraja el montón de descartes (descartes y manos retiradas).</translation>
    </message>
    <message>
        <source>Example: eight players reach seventh street with one card left: it joins the three burn cards, the four are shuffled, one is burned and the next is the common card.</source>
        <translation>Ejemplo: ocho jugadores llegan a la séptima calle y queda una carta: se une a las tres cartas quemadas, se barajan las cuatro, se quema una y la siguiente es la carta comunitaria.</translation>
    </message>
    <message>
        <source>If only one card or none is left when a common card is needed, the dealer cannot burn and deal. The last card, if any, goes onto the burn cards, those are shuffled into a new stub, and then the dealer burns one and deals the common card from it. {example}</source>
        <translation>Si cuando hace falta una carta comunitaria queda una carta o ninguna, el crupier no puede quemar y repartir. La última carta, si la hay, va sobre las cartas quemadas, estas se barajan para formar un nuevo resto del mazo, y de él el crupier quema una y reparte la carta comunitaria. {example}</translation>
    </message>
    <message>
        <source>Adding the last card is the house&apos;s reading of the rule.</source>
        <translation>Añadir la última carta es la interpretación de la casa de esta regla.</translation>
    </message>
    <message>
        <source>Reshuffling the burn cards</source>
        <translation>Rebarajar las cartas quemadas</translation>
    </message>
    <message>
        <source>Five-card Stud is played for high only, and each hand is exactly its five cards.</source>
        <translation>Five-card Stud se juega solo a la alta, y cada mano son exactamente sus cinco cartas.</translation>
    </message>
    <message>
        <source>Each player makes the best five-card hand from the seven cards held, plus any common card.</source>
        <translation>Cada jugador forma la mejor mano de cinco cartas con las siete que tiene, más la carta comunitaria si la hay.</translation>
    </message>
    <message>
        <source>Standard poker ranking applies; the ace is high, or low in the 5-4-3-2-A straight. Suits never rank hands, so equal hands share the pot. Example: K♠ K♦ 8♣ 8♥ 3♠ beats K♥ K♣ 7♠ 7♦ A♠, because eights beat sevens before any kicker counts.</source>
        <translation>Se aplica la clasificación estándar del póker; el as es alto, o bajo en la escalera 5-4-3-2-A. Los palos nunca clasifican manos, así que las manos iguales se reparten el bote. Ejemplo: K♠ K♦ 8♣ 8♥ 3♠ le gana a K♥ K♣ 7♠ 7♦ A♠, porque los ochos le ganan a los sietes antes de que cuente ningún kicker.</translation>
    </message>
    <message>
        <source>The showdown</source>
        <translation>El showdown</translation>
    </message>
    <message>
        <source>The best five-card low wins the whole pot. Aces are low, pairs spoil a low, and straights and flushes do not count against it, so 5-4-3-2-A is the best hand. Compare from the highest card down: 7-5-4-3-2 beats 8-4-3-2-A, because 7 is lower than 8. Equal lows share the pot.</source>
        <translation>La mejor mano baja de cinco cartas se lleva el bote entero. Los ases son bajos, las parejas estropean una mano baja, y las escaleras y los colores no cuentan en su contra, así que 5-4-3-2-A es la mejor mano. Compara de la carta más alta hacia abajo: 7-5-4-3-2 le gana a 8-4-3-2-A, porque el 7 es más bajo que el 8. Las manos bajas iguales se reparten el bote.</translation>
    </message>
    <message>
        <source>The showdown: best low</source>
        <translation>El showdown: la mejor mano baja</translation>
    </message>
    <message>
        <source>the best low, if any hand qualifies (see eight or better); with no qualifying low the best high takes everything</source>
        <translation>la mejor mano baja, si alguna califica (ver ocho o mejor); si no hay baja que califique, la mejor mano alta se lo lleva todo</translation>
    </message>
    <message>
        <source>the best ace-to-five low; there is no qualifier in this game, so any five different ranks make a low</source>
        <translation>la mejor mano baja de as a cinco; en este juego no hay que calificar, así que cualesquiera cinco valores distintos forman una mano baja</translation>
    </message>
    <message>
        <source>The pot is cut in half: one half to the best high hand, the other to {low}. One player can win both halves. Example: a 40-chip pot with a flush for high and 7-5-3-2-A for low pays 20 and 20, or all 40 if one player holds both.</source>
        <translation>El bote se divide en dos mitades: una para la mejor mano alta y la otra para {low}. Un mismo jugador puede ganar las dos mitades. Ejemplo: un bote de 40 fichas con un color como mano alta y 7-5-3-2-A como mano baja paga 20 y 20, o las 40 si un mismo jugador tiene ambas.</translation>
    </message>
    <message>
        <source>Splitting high and low</source>
        <translation>Repartir entre alta y baja</translation>
    </message>
    <message>
        <source>A low counts only if it has five different ranks, none higher than eight, aces counting low. Example: 8-6-4-2-A qualifies, while 9-4-3-2-A does not. If no hand qualifies, the best high hand wins the whole pot.</source>
        <translation>Una mano baja solo cuenta si tiene cinco valores distintos, ninguno mayor que ocho, con los ases bajos. Ejemplo: 8-6-4-2-A califica, pero 9-4-3-2-A no. Si ninguna mano califica, la mejor mano alta se lleva el bote entero.</translation>
    </message>
    <message>
        <source>Eight or better</source>
        <translation>Ocho o mejor</translation>
    </message>
    <message>
        <source>A player may use any five cards for high and any five for low, and the same five may serve for both. An ace plays high and low at the same time. Example: A♠ 2♦ 3♣ 4♥ 5♠ is a five-high straight for high and the best possible low. Likewise A♣ 2♣ 4♣ 6♣ 8♣ is a flush for high and an eight-low.</source>
        <translation>Un jugador puede usar cinco cartas cualesquiera para la alta y otras cinco cualesquiera para la baja, y las mismas cinco pueden servir para las dos. Un as juega alto y bajo a la vez. Ejemplo: A♠ 2♦ 3♣ 4♥ 5♠ es una escalera al cinco para la alta y la mejor baja posible. Del mismo modo, A♣ 2♣ 4♣ 6♣ 8♣ es un color para la alta y una baja de ocho.</translation>
    </message>
    <message>
        <source>Aces and cards both ways</source>
        <translation>Ases y cartas en ambos sentidos</translation>
    </message>
    <message>
        <source>When a pot does not divide evenly into a high and a low half, the high half takes the odd chip. Example: a 25-chip pot pays 13 to the high and 12 to the low. Each half is then shared among any tied hands.</source>
        <translation>Cuando un bote no se divide a partes iguales en una mitad alta y una mitad baja, la mitad alta se lleva la ficha sobrante. Ejemplo: un bote de 25 fichas paga 13 a la alta y 12 a la baja. Después, cada mitad se reparte entre las manos empatadas, si las hay.</translation>
    </message>
    <message>
        <source>Odd chip between the halves</source>
        <translation>Ficha sobrante entre las mitades</translation>
    </message>
    <message>
        <source>a high half</source>
        <translation>una mitad alta</translation>
    </message>
    <message>
        <source>a pot</source>
        <translation>un bote</translation>
    </message>
    <message>
        <source>When tied high hands cannot share {what} evenly, the leftover chip goes to the hand holding the highest card, suit breaking a rank tie (spades, hearts, diamonds, clubs). With more leftover chips, one each in that order. In a 5-4-3-2-A straight the ace counts as the low card. Example: two king-high straights share 13 chips; the one with the K♠ gets 7 and the K♦ gets 6.</source>
        <translation>Cuando manos altas empatadas no pueden repartirse {what} a partes iguales, la ficha sobrante va a la mano que tiene la carta más alta, y el palo deshace un empate de valor (picas, corazones, diamantes, tréboles). Si sobran más fichas, una para cada una en ese orden. En una escalera 5-4-3-2-A el as cuenta como la carta baja. Ejemplo: dos escaleras al rey se reparten 13 fichas; la que tiene el K♠ recibe 7 y la del K♦, 6.</translation>
    </message>
    <message>
        <source>The Five-card Stud section has no odd-chip rule, so the trainer uses the seven-card one.</source>
        <translation>La sección de Five-card Stud no tiene regla de ficha sobrante, así que el programa usa la de siete cartas.</translation>
    </message>
    <message>
        <source>Odd chips: tied high hands</source>
        <translation>Fichas sobrantes: manos altas empatadas</translation>
    </message>
    <message>
        <source>the low half</source>
        <translation>la mitad baja</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>el bote</translation>
    </message>
    <message>
        <source>When tied lows cannot share {what} evenly, the leftover chip goes to the low holding the lowest card, aces low, suit breaking a rank tie with clubs lowest. Example: two 7-5-4-3-A lows share 9 chips, one with the A♣ and one with the A♥; the A♣ is lower, so it gets 5. Taking the lowest card of each low is how Robert&apos;s Rules of Poker words it (&quot;lowest card by suit&quot;).</source>
        <translation>Cuando manos bajas empatadas no pueden repartirse {what} a partes iguales, la ficha sobrante va a la mano baja que tiene la carta más baja, con los ases bajos, y el palo deshace un empate de valor, con los tréboles como palo más bajo. Ejemplo: dos bajas 7-5-4-3-A se reparten 9 fichas, una con el A♣ y otra con el A♥; el A♣ es más bajo, así que recibe 5. Fijarse en la carta más baja de cada mano baja es como lo formula Robert&apos;s Rules of Poker («la carta más baja por palo»).</translation>
    </message>
    <message>
        <source>Odd chips: tied low hands</source>
        <translation>Fichas sobrantes: manos bajas empatadas</translation>
    </message>
    <message>
        <source>Tied winners share equally, and the chips left over go one each to the tied players in clockwise order from the dealer&apos;s left. Cards and suits play no part. Example: with the dealer before seat 1, seats 2 and 6 tie for 15 chips: seat 2 gets 8 and seat 6 gets 7.</source>
        <translation>Los ganadores empatados se reparten a partes iguales, y las fichas sobrantes van una a cada jugador empatado, en el sentido de las agujas del reloj desde la izquierda del crupier. Las cartas y los palos no cuentan. Ejemplo: con el crupier antes del asiento 1, los asientos 2 y 6 empatan por 15 fichas: el asiento 2 recibe 8 y el asiento 6, 7.</translation>
    </message>
    <message>
        <source>In high-low games this is done separately for each half.</source>
        <translation>En los juegos alta-baja esto se hace por separado para cada mitad.</translation>
    </message>
    <message>
        <source>Odd chips: tied hands</source>
        <translation>Fichas sobrantes: manos empatadas</translation>
    </message>
    <message>
        <source>Count the pot colour by colour: each colour in even stacks, the stacks times the chip&apos;s value, then the colours added, the biggest first. While a round is being bet, the bets in front of the players belong to the pot too, before they are gathered into the middle. A folded player&apos;s chips stay in the pot. When a player is all-in, count each pot on its own, from the smallest all-in up, and say who can win it: only the players still in who put in all of it. Example: seat 2 is all-in for 10, seats 4, 5 and 6 put in 30 each and seat 5 then folds: the main pot of 40 is for seats 2, 4 and 6, the side pot of 60 for seats 4 and 6.</source>
        <translation>Cuenta el bote color por color: cada color en pilas iguales, las pilas por el valor de la ficha, y luego suma los colores, empezando por el mayor. Mientras se apuesta una ronda, las apuestas delante de los jugadores también son del bote, antes de recogerlas al centro. Las fichas de un jugador que se retira se quedan en el bote. Cuando un jugador está all-in, cuenta cada bote por separado, desde el all-in más pequeño hacia arriba, y di quién puede ganarlo: solo los jugadores que siguen en la mano y pusieron todo lo que le corresponde. Ejemplo: el asiento 2 está all-in por 10, los asientos 4, 5 y 6 ponen 30 cada uno y luego el asiento 5 se retira: el bote principal de 40 es para los asientos 2, 4 y 6, y el bote lateral de 60 para los asientos 4 y 6.</translation>
    </message>
    <message>
        <source>Counting the pot</source>
        <translation>Contar el bote</translation>
    </message>
    <message>
        <source>A dealer counts a stack at a glance: each colour on its own, in stacks of five or twenty, times the chip&apos;s value, then the colours added, the biggest first. To cut a pot in two, build two equal stacks chip for chip, from the biggest colour down; a chip that cannot be paired is the odd chip. Who gets the odd chip is a rule of its own, in the odd-chip topics. Example: four 5-chips and seven 1-chips make 27, which cuts into two halves of 13 with 1 chip left over.</source>
        <translation>Un crupier cuenta una pila de un vistazo: cada color por separado, en pilas de cinco o de veinte, por el valor de la ficha, y luego suma los colores, empezando por el mayor. Para cortar un bote en dos, forma dos pilas iguales ficha por ficha, desde el color mayor hacia abajo; la ficha que no hace pareja es la ficha sobrante. A quién le toca la ficha sobrante es una regla aparte, en los temas de la ficha sobrante. Ejemplo: cuatro fichas de 5 y siete de 1 suman 27, que se corta en dos mitades de 13 y sobra 1 ficha.</translation>
    </message>
    <message>
        <source>Counting chips and cutting a pot</source>
        <translation>Contar fichas y cortar un bote</translation>
    </message>
    <message>
        <source>A player who is all-in for less can win only what they matched. The main pot holds what every player still in put in up to the all-in amount; the rest forms a side pot for the players who paid it in full. Folded players&apos; chips stay in the pots, but they win nothing. Example: A is all-in for 20 while B and C put in 50 each: the main pot of 60 is for A, B and C, the side pot of 60 for B and C only. Each pot is settled on its own.</source>
        <translation>Un jugador que va all-in por menos solo puede ganar lo que igualó. El bote principal contiene lo que cada jugador que sigue en la mano puso hasta la cantidad del all-in; el resto forma un bote lateral para los jugadores que lo pagaron entero. Las fichas de los jugadores retirados se quedan en los botes, pero ellos no ganan nada. Ejemplo: A va all-in por 20 mientras B y C ponen 50 cada uno: el bote principal de 60 es para A, B y C, y el bote lateral de 60, solo para B y C. Cada bote se resuelve por separado.</translation>
    </message>
    <message>
        <source>Side pots</source>
        <translation>Botes laterales</translation>
    </message>
    <message>
        <source>The part of a bet or raise that nobody matches goes back to the player who made it. Example: B bets 8 and C, all-in, can only call 5: 3 chips go back to B.</source>
        <translation>La parte de una apuesta o subida que nadie iguala vuelve al jugador que la hizo. Ejemplo: B apuesta 8 y C, all-in, solo puede igualar 5: 3 fichas vuelven a B.</translation>
    </message>
    <message>
        <source>Returned chips were never contested, so they are not raked.</source>
        <translation>Las fichas devueltas nunca estuvieron en disputa, así que no pagan rake.</translation>
    </message>
    <message>
        <source>Uncalled bets</source>
        <translation>Apuestas no igualadas</translation>
    </message>
    <message>
        <source>If every other player folds, the last player wins all the chips at once, without a showdown, and need not show any cards. Deal no more cards; the hand is over.</source>
        <translation>Si todos los demás jugadores se retiran, el último jugador gana todas las fichas en el acto, sin showdown, y no tiene que enseñar ninguna carta. No repartas más cartas; la mano ha terminado.</translation>
    </message>
    <message>
        <source>The rake is still taken.</source>
        <translation>Aun así se cobra el rake.</translation>
    </message>
    <message>
        <source>Everyone else folds</source>
        <translation>Todos los demás se retiran</translation>
    </message>
    <message>
        <source>The house takes {percent}% of the chips contested in the hand, rounded down, but never more than {cap} chips. It comes off the main pot before the pot is split, also when everyone else folds. Example: a {small}-chip pot is raked {small_rake}; a {big}-chip pot would give {big_rake}, so the cap of {cap} applies.</source>
        <translation>La casa se lleva el {percent} % de las fichas en disputa en la mano, redondeado hacia abajo, pero nunca más de {cap} fichas. Se saca del bote principal antes de repartirlo, también cuando todos los demás se retiran. Ejemplo: un bote de {small} fichas paga {small_rake} de rake; uno de {big} fichas daría {big_rake}, así que se aplica el tope de {cap}.</translation>
    </message>
    <message>
        <source>The rake</source>
        <translation>El rake</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand</source>
        <translation>Ejemplo: una mano de «{drill}»</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a suit tie</source>
        <translation>Ejemplo: una mano de «{drill}» con empate de palos</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with equal showing hands</source>
        <translation>Ejemplo: una mano de «{drill}» con manos a la vista iguales</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a common card</source>
        <translation>Ejemplo: una mano de «{drill}» con carta comunitaria</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a reshuffle</source>
        <translation>Ejemplo: una mano de «{drill}» con rebarajado</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with an odd chip</source>
        <translation>Ejemplo: una mano de «{drill}» con ficha sobrante</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand where no low qualifies</source>
        <translation>Ejemplo: una mano de «{drill}» en la que ninguna baja califica</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with side pots</source>
        <translation>Ejemplo: una mano de «{drill}» con botes laterales</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand whose bring-in is all-in</source>
        <translation>Ejemplo: una mano de «{drill}» cuyo bring-in es all-in</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a short all-in</source>
        <translation>Ejemplo: una mano de «{drill}» con un all-in corto</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with capped betting</source>
        <translation>Ejemplo: una mano de «{drill}» con las apuestas al tope</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with an open pair on fourth street</source>
        <translation>Ejemplo: una mano de «{drill}» con una pareja descubierta en cuarta calle</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with an uncalled bet</source>
        <translation>Ejemplo: una mano de «{drill}» con una apuesta no igualada</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with tied lows</source>
        <translation>Ejemplo: una mano de «{drill}» con bajas empatadas</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with tied high hands</source>
        <translation>Ejemplo: una mano de «{drill}» con manos altas empatadas</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a wheel</source>
        <translation>Ejemplo: una mano de «{drill}» con una rueda</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a flush over a straight</source>
        <translation>Ejemplo: una mano de «{drill}» con un color sobre una escalera</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with folded chips in a side pot</source>
        <translation>Ejemplo: una mano de «{drill}» con fichas de un asiento retirado en un bote lateral</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with three pots</source>
        <translation>Ejemplo: una mano de «{drill}» con tres botes</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with the capped rake</source>
        <translation>Ejemplo: una mano de «{drill}» con el rake en su tope</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a pot cut with an odd chip</source>
        <translation>Ejemplo: una mano de «{drill}» con un bote que se corta con ficha sobrante</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand whose stub is just big enough</source>
        <translation>Ejemplo: una mano de «{drill}» cuyo resto del mazo alcanza justo</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand whose stub is one card short</source>
        <translation>Ejemplo: una mano de «{drill}» a cuyo resto del mazo le falta una carta</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand dealt on from a reshuffled stub</source>
        <translation>Ejemplo: una mano de «{drill}» que sigue con un resto del mazo rebarajado</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand dealt right</source>
        <translation>Ejemplo: una mano de «{drill}» repartida sin errores</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a mistake in who acts</source>
        <translation>Ejemplo: una mano de «{drill}» con un error en quién actúa</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a bet of the wrong amount</source>
        <translation>Ejemplo: una mano de «{drill}» con una apuesta de cantidad equivocada</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a mistake in the deal</source>
        <translation>Ejemplo: una mano de «{drill}» con un error en el reparto</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with a mistake with the stub</source>
        <translation>Ejemplo: una mano de «{drill}» con un error con el resto del mazo</translation>
    </message>
    <message>
        <source>Example: a “{drill}” hand with the pot pushed wrongly</source>
        <translation>Ejemplo: una mano de «{drill}» con el bote empujado mal</translation>
    </message>
</context>
<context>
    <name>SplitPotEditor</name>
    <message>
        <source>Rake</source>
        <translation>Rake</translation>
    </message>
    <message>
        <source>Rake taken: </source>
        <translation>Rake tomado: </translation>
    </message>
    <message>
        <source>Check my split</source>
        <translation>Comprobar mi reparto</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Bote</translation>
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
        <source>{count} left</source>
        <translation>{count}</translation>
    </message>
    <message>
        <source>{count} too many</source>
        <translation>{count} de más</translation>
    </message>
    <message>
        <source>Unassigned: {pots}</source>
        <translation>Sin asignar: {pots}</translation>
    </message>
</context>
<context>
    <name>SpotPage</name>
    <message>
        <source>Stop! (Space)</source>
        <extracomment>The trainee&apos;s answer: stopped and named, or the hand let run to its end. The verdict was shown (the replay of the moment has started). Whether the page judges a stop itself (standalone) or its host does (the drill panel, through :func:`~dealer_trainer.training.questions.check`, then :meth:`show_verdict`). Whether the verdict&apos;s words show on the page, or in the host&apos;s feedback (:meth:`verdict_words`).</extracomment>
        <translation>¡Alto! (Espacio)</translation>
    </message>
    <message>
        <source>Stop the hand</source>
        <translation>Parar la mano</translation>
    </message>
    <message>
        <source>Where the mistake is</source>
        <translation>Dónde está el error</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Dónde:</translation>
    </message>
    <message>
        <source>Wha&amp;t went wrong:</source>
        <translation>&amp;Qué salió mal:</translation>
    </message>
    <message>
        <source>Re&amp;play the moment</source>
        <translation>Repetir el &amp;momento</translation>
    </message>
    <message>
        <source>As it &amp;should have been</source>
        <translation>&amp;Como debía ser</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>Comprobar (Intro)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
</context>
<context>
    <name>SpotShown</name>
    <message>
        <source>No mistake: the hand is dealt right; let it run.</source>
        <translation>Sin error: la mano se reparte bien; déjala correr.</translation>
    </message>
    <message>
        <source>Mistake: {mistake}</source>
        <translation>Error: {mistake}</translation>
    </message>
    <message>
        <source>Where: {place}</source>
        <translation>Dónde: {place}</translation>
    </message>
    <message>
        <source>When: {moment}</source>
        <translation>Cuándo: {moment}</translation>
    </message>
    <message>
        <source>the whole hand</source>
        <translation>toda la mano</translation>
    </message>
    <message>
        <source>{ordinal} street</source>
        <translation>{ordinal} calle</translation>
    </message>
    <message>
        <source>What follows is the house&apos;s decision: the rules say only what should have happened.</source>
        <translation>Lo que sigue lo decide la casa: las reglas solo dicen lo que debería haber pasado.</translation>
    </message>
    <message>
        <source>taking the rake</source>
        <translation>el cobro del rake</translation>
    </message>
    <message>
        <source>pushing the pot owed to seat {seat}</source>
        <translation>la entrega del bote que corresponde al asiento {seat}</translation>
    </message>
    <message>
        <source>pushing side pot {pot}, owed to seat {seat}</source>
        <translation>la entrega del bote lateral {pot}, que corresponde al asiento {seat}</translation>
    </message>
    <message>
        <source>The end of the hand: {what}</source>
        <translation>El final de la mano: {what}</translation>
    </message>
    <message>
        <source>{street}: {what}</source>
        <translation>{street}: {what}</translation>
    </message>
    <message>
        <source>the deal to seat {seat}</source>
        <translation>la carta al asiento {seat}</translation>
    </message>
    <message>
        <source>the burn</source>
        <translation>la carta quemada</translation>
    </message>
    <message>
        <source>the common card</source>
        <translation>la carta comunitaria</translation>
    </message>
    <message>
        <source>the burn cards shuffled into a new stub</source>
        <translation>las cartas quemadas rebarajadas en un nuevo resto del mazo</translation>
    </message>
    <message>
        <source>the ante of seat {seat}</source>
        <translation>el ante del asiento {seat}</translation>
    </message>
    <message>
        <source>the discard of seat {seat}</source>
        <translation>el descarte del asiento {seat}</translation>
    </message>
    <message>
        <source>seat {seat} {action}</source>
        <translation>el asiento {seat} {action}</translation>
    </message>
</context>
<context>
    <name>SpotTheError</name>
    <message>
        <source>What went wrong</source>
        <extracomment>The data role of a fault&apos;s row in the list of mistakes (its value), and of a place in &quot;Where&quot;. The places of the table&apos;s middle the &quot;Where&quot; list offers after the seats. What a click on the table names, by the kind the table reports.</extracomment>
        <translation>Qué salió mal</translation>
    </message>
    <message>
        <source>Who acts</source>
        <extracomment>Every mistake under its heading, in the order the list shows them (every :class:`Fault` once).</extracomment>
        <translation>Quién actúa</translation>
    </message>
    <message>
        <source>How much</source>
        <translation>Cuánto</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <source>The stub</source>
        <translation>El resto del mazo</translation>
    </message>
    <message>
        <source>The pot</source>
        <translation>El bote</translation>
    </message>
    <message>
        <source>A player acted out of turn</source>
        <translation>Un jugador actuó fuera de turno</translation>
    </message>
    <message>
        <source>The deal started at the wrong seat</source>
        <translation>El reparto empezó en el asiento equivocado</translation>
    </message>
    <message>
        <source>No card burned before the street</source>
        <translation>No se quemó carta antes de la calle</translation>
    </message>
    <message>
        <source>A street dealt before the betting was complete</source>
        <translation>Una calle repartida antes de cerrar las apuestas</translation>
    </message>
    <message>
        <source>No common card when the stub ran short</source>
        <translation>Ninguna carta comunitaria cuando no alcanzaba el resto del mazo</translation>
    </message>
    <message>
        <source>The wrong cards reshuffled</source>
        <translation>Se barajaron las cartas equivocadas</translation>
    </message>
    <message>
        <source>The wrong seat brought in</source>
        <translation>Hizo el bring-in el asiento equivocado</translation>
    </message>
    <message>
        <source>The wrong seat was given the action</source>
        <translation>Se dio la acción al asiento equivocado</translation>
    </message>
    <message>
        <source>A bet of the wrong amount</source>
        <translation>Una apuesta de cantidad equivocada</translation>
    </message>
    <message>
        <source>A raise in a capped round</source>
        <translation>Una subida en una ronda ya topada</translation>
    </message>
    <message>
        <source>The big bet with no open pair</source>
        <translation>La apuesta grande sin pareja descubierta</translation>
    </message>
    <message>
        <source>The deal skipped a seat</source>
        <translation>El reparto se saltó un asiento</translation>
    </message>
    <message>
        <source>A card dealt face up that should be down, or the reverse</source>
        <translation>Una carta repartida descubierta que debía ir tapada, o al revés</translation>
    </message>
    <message>
        <source>A common card where each player could have had their own</source>
        <translation>Una carta comunitaria cuando cada jugador podía tener la suya</translation>
    </message>
    <message>
        <source>The burn cards not reshuffled</source>
        <translation>Las cartas quemadas sin barajar</translation>
    </message>
    <message>
        <source>The pot pushed to the wrong seat</source>
        <translation>El bote entregado al asiento equivocado</translation>
    </message>
    <message>
        <source>The odd chip to the wrong seat</source>
        <translation>La ficha sobrante al asiento equivocado</translation>
    </message>
    <message>
        <source>The wrong rake taken</source>
        <translation>Se cobró un rake equivocado</translation>
    </message>
    <message>
        <source>the players and who acts</source>
        <extracomment>The kinds of place, as &quot;where to look&quot; names them (a seat&apos;s: any player&apos;s).</extracomment>
        <translation>los jugadores y quién actúa</translation>
    </message>
    <message>
        <source>the cards dealt to the players</source>
        <translation>las cartas repartidas a los jugadores</translation>
    </message>
    <message>
        <source>the chips the players put in</source>
        <translation>las fichas que ponen los jugadores</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>el bote</translation>
    </message>
    <message>
        <source>the burn pile</source>
        <translation>el montón de quemadas</translation>
    </message>
    <message>
        <source>the stub</source>
        <translation>el resto del mazo</translation>
    </message>
    <message>
        <source>the common card</source>
        <translation>la carta comunitaria</translation>
    </message>
    <message>
        <source>the muck</source>
        <translation>los descartes</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>Detectado</translation>
    </message>
    <message>
        <source>Stopped, named wrongly</source>
        <translation>Parada, error mal nombrado</translation>
    </message>
    <message>
        <source>False alarm</source>
        <translation>Falsa alarma</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Se te pasó</translation>
    </message>
    <message>
        <source>Clean hand let run</source>
        <translation>Mano limpia dejada correr</translation>
    </message>
    <message>
        <source>card {card} of seat {seat}</source>
        <translation>la carta {card} del asiento {seat}</translation>
    </message>
    <message>
        <source>the chips in front of seat {seat}</source>
        <translation>las fichas delante del asiento {seat}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>el asiento {seat}</translation>
    </message>
    <message>
        <source>Where to look: {place}.</source>
        <translation>Dónde mirar: {place}.</translation>
    </message>
    <message>
        <source>Watch the hand. Stop it (Space) the moment something goes wrong.</source>
        <translation>Mira la mano. Párala (Espacio) en cuanto algo salga mal.</translation>
    </message>
    <message>
        <source>Stopped. Click where the mistake is on the table, choose what went wrong, then Check (Enter).</source>
        <translation>Parada. Haz clic en la mesa donde está el error, elige qué salió mal y luego Comprobar (Intro).</translation>
    </message>
    <message>
        <source>Nothing pointed at yet: click the table.</source>
        <translation>Aún no has señalado nada: haz clic en la mesa.</translation>
    </message>
    <message>
        <source>You point at {place}.</source>
        <translation>Señalas {place}.</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>✓ Caught</source>
        <translation>✓ Detectado</translation>
    </message>
    <message>
        <source>✓ Caught — {seconds} s after it happened</source>
        <translation>✓ Detectado — {seconds} s después de que ocurriera</translation>
    </message>
    <message>
        <source>✗ Stopped in time, but not named right</source>
        <translation>✗ Parada a tiempo, pero sin nombrar bien el error</translation>
    </message>
    <message>
        <source>✗ False alarm: that hand was dealt right up to there</source>
        <translation>✗ Falsa alarma: esa mano se repartió bien hasta ahí</translation>
    </message>
    <message>
        <source>✗ Missed: {mistake}, at {place}</source>
        <translation>✗ Se te pasó: {mistake}, en {place}</translation>
    </message>
    <message>
        <source>✓ Right: a clean hand, nothing to stop</source>
        <translation>✓ Correcto: una mano limpia, nada que parar</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>The mistake was at {place}, not at {given}.</source>
        <translation>El error estaba en {place}, no en {given}.</translation>
    </message>
    <message>
        <source>What went wrong: {mistake} — not “{given}”.</source>
        <translation>Qué salió mal: {mistake}, no «{given}».</translation>
    </message>
    <message>
        <source>The mistake came later:</source>
        <translation>El error llegó después:</translation>
    </message>
    <message>
        <source>The mistake: {mistake}, at {place}.</source>
        <translation>El error: {mistake}, en {place}.</translation>
    </message>
    <message>
        <source>The rule broken</source>
        <translation>La regla incumplida</translation>
    </message>
    <message>
        <source>What follows</source>
        <translation>Qué sigue</translation>
    </message>
    <message>
        <source>What follows is for the house to decide.</source>
        <translation>Lo que sigue lo decide la casa.</translation>
    </message>
    <message>
        <source>no mistake: let the hand run</source>
        <translation>ningún error: dejar correr la mano</translation>
    </message>
    <message>
        <source>{mistake}, at {place}</source>
        <translation>{mistake}, en {place}</translation>
    </message>
    <message>
        <source>let the hand run</source>
        <translation>dejó correr la mano</translation>
    </message>
    <message>
        <source>nothing named</source>
        <translation>nada nombrado</translation>
    </message>
    <message>
        <source>no place</source>
        <translation>ningún lugar</translation>
    </message>
    <message>
        <source>stopped the hand: {mistake}, at {place}</source>
        <translation>paró la mano: {mistake}, en {place}</translation>
    </message>
    <message>
        <source>The moment again: the table a little before the mistake, up to it.</source>
        <translation>El momento otra vez: la mesa un poco antes del error, hasta el error.</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <source>Hand title</source>
        <translation>Título de la mano</translation>
    </message>
    <message>
        <source>e.g. Suit tie for the bring-in</source>
        <translation>p. ej. Empate de palos para el bring-in</translation>
    </message>
    <message>
        <source>Hand &amp;title</source>
        <translation>Título de &amp;la mano</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglamento</translation>
    </message>
    <message>
        <source>Dealer button</source>
        <translation>Botón del crupier</translation>
    </message>
    <message>
        <source>House dealer (no button)</source>
        <translation>Crupier de la casa (sin botón)</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Asiento {seat}</translation>
    </message>
    <message>
        <source>The dealer&apos;s left is the next occupied seat after the button; with a house dealer, the lowest-numbered seat</source>
        <translation>La izquierda del crupier es el siguiente asiento ocupado después del botón; con crupier de la casa, el asiento de número más bajo</translation>
    </message>
    <message>
        <source>&amp;Button</source>
        <translation>&amp;Botón</translation>
    </message>
    <message>
        <source>Stakes (chips)</source>
        <translation>Límites (fichas)</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Apuesta pequeña</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Apuesta grande</translation>
    </message>
    <message>
        <source>Seats and stacks</source>
        <translation>Asientos y fichas</translation>
    </message>
    <message>
        <source>Seat {seat} occupied</source>
        <translation>Asiento {seat} ocupado</translation>
    </message>
    <message>
        <source>Stack of seat {seat}</source>
        <translation>Fichas del asiento {seat}</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> fichas</translation>
    </message>
    <message>
        <source>dealer&apos;s left</source>
        <translation>izquierda del crupier</translation>
    </message>
    <message>
        <source>button</source>
        <translation>botón</translation>
    </message>
    <message>
        <source>brings in</source>
        <translation>hace el bring-in</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>brings in {amount}</source>
        <translation>bring-in {amount}</translation>
    </message>
    <message>
        <source>completes {amount}</source>
        <translation>completa {amount}</translation>
    </message>
    <message>
        <source>bets {amount}</source>
        <translation>apuesta {amount}</translation>
    </message>
    <message>
        <source>raises {amount}</source>
        <translation>sube {amount}</translation>
    </message>
    <message>
        <source>calls {amount}</source>
        <translation>iguala {amount}</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>se retira</translation>
    </message>
    <message>
        <source>discards</source>
        <translation>descarta</translation>
    </message>
    <message>
        <source>{game} · {rules}</source>
        <translation>{game} · {rules}</translation>
    </message>
    <message>
        <source>Poker table</source>
        <extracomment>The kinds of mark the table draws (the drills&apos; words for them). The table&apos;s palettes (kept here for the tests and callers that read them from the view&apos;s module). The colour of each kind of mark. What ``placeClicked`` names: a seat&apos;s plate, one of its cards, its chips, the pot, or a spot. The places :meth:`TableView.highlight_spot` marks: the spots and the pot. ``placeClicked``&apos;s seat or index where the place has none. A seat&apos;s card was clicked: the seat, and the card&apos;s position among its cards (0 = first). The chips (or the amount) in front of a seat were clicked. Every click (or seat number key) once more as its place: the kind (:data:`PLACE_KINDS`), the seat and the card&apos;s position (:data:`NO_NUMBER` where the place has none).</extracomment>
        <translation>Mesa de póker</translation>
    </message>
    <message>
        <source>The table as the dealer sees it; the stub, the burn cards and the muck show no count. Press a seat&apos;s number to choose it.</source>
        <translation>La mesa como la ve el crupier; el resto del mazo, las quemadas y los descartes no muestran cuántas cartas tienen. Pulsa el número de un asiento para elegirlo.</translation>
    </message>
    <message>
        <source>The table as the dealer sees it, with chips set out to count; their amounts are not shown. Press a seat&apos;s number to choose it.</source>
        <translation>La mesa tal como la ve el crupier, con fichas puestas para contar; sus cantidades no se muestran. Pulsa el número de un asiento para elegirlo.</translation>
    </message>
    <message>
        <source>The table as the dealer sees it. Press a seat&apos;s number to choose it.</source>
        <translation>La mesa tal como la ve el crupier. Pulsa el número de un asiento para elegirlo.</translation>
    </message>
    <message>
        <source>The house dealer</source>
        <extracomment>Each seat&apos;s plate (or, for an empty seat, its faint number). The &quot;stub&quot;, &quot;burn&quot;, &quot;common&quot; and &quot;muck&quot; spots, and the &quot;pot&quot; (a place to click and mark). The cards that can be dealt, by :data:`CardKey`. A seat&apos;s cards and its &quot;down&quot; frame. Where the stub&apos;s top card lies. Chips set out to count (:mod:`.chippaint` draws them), and whether every figure that tells their amount is left off (while the question is asked). The stacks of chips drawn for :attr:`piles`.</extracomment>
        <translation>El crupier de la casa</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>CRUPIER</translation>
    </message>
    <message>
        <source>Seat {seat} — click or press {seat}</source>
        <translation>Asiento {seat} — haz clic o pulsa {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} — click</source>
        <translation>Asiento {seat} — haz clic</translation>
    </message>
    <message>
        <source>Seat {seat} — empty</source>
        <translation>Asiento {seat} — vacío</translation>
    </message>
    <message>
        <source>Seat {seat} is to act</source>
        <translation>Le toca actuar al asiento {seat}</translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation>ALL-IN</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>retirado</translation>
    </message>
    <message>
        <source>DEALER&apos;S LEFT</source>
        <translation>IZQUIERDA DEL CRUPIER</translation>
    </message>
    <message>
        <source>The first seat to the dealer&apos;s left</source>
        <translation>El primer asiento a la izquierda del crupier</translation>
    </message>
    <message>
        <source>Dealer button</source>
        <translation>Botón del crupier</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Seat {seat}: {card} up</source>
        <translation>Asiento {seat}: {card} descubierta</translation>
    </message>
    <message>
        <source>Seat {seat}: {card} down</source>
        <translation>Asiento {seat}: {card} tapada</translation>
    </message>
    <message>
        <source>Seat {seat}: a card face down</source>
        <translation>Asiento {seat}: una carta tapada</translation>
    </message>
    <message>
        <source>Hole cards: face down on the table, shown here for the trainee</source>
        <translation>Cartas tapadas: boca abajo en la mesa, se muestran aquí para el alumno</translation>
    </message>
    <message>
        <source>down</source>
        <translation>tapada</translation>
    </message>
    <message>
        <source>Seat {seat} has put in {amount} this street</source>
        <translation>El asiento {seat} ha puesto {amount} en esta calle</translation>
    </message>
    <message>
        <source>Muck {count}</source>
        <translation>Descartes {count}</translation>
    </message>
    <message>
        <source>Muck: {count} card — click to choose the muck</source>
        <translation>Descartes: {count} carta — haz clic para elegir los descartes</translation>
    </message>
    <message>
        <source>Muck: {count} cards — click to choose the muck</source>
        <translation>Descartes: {count} cartas — haz clic para elegir los descartes</translation>
    </message>
    <message>
        <source>Stub {count}</source>
        <translation>Mazo {count}</translation>
    </message>
    <message>
        <source>Stub: {count} card — click to choose the stub</source>
        <translation>Resto del mazo: {count} carta — haz clic para elegir el resto del mazo</translation>
    </message>
    <message>
        <source>Stub: {count} cards — click to choose the stub</source>
        <translation>Resto del mazo: {count} cartas — haz clic para elegir el resto del mazo</translation>
    </message>
    <message>
        <source>Burn {count}</source>
        <translation>Quemadas {count}</translation>
    </message>
    <message>
        <source>Burn: {count} card — click to choose the burn</source>
        <translation>Quemadas: {count} carta — haz clic para elegir las quemadas</translation>
    </message>
    <message>
        <source>Burn: {count} cards — click to choose the burn</source>
        <translation>Quemadas: {count} cartas — haz clic para elegir las quemadas</translation>
    </message>
    <message>
        <source>Common card: dealt face up for everyone when the stub runs short</source>
        <translation>Carta comunitaria: se reparte descubierta para todos cuando no alcanza el resto del mazo</translation>
    </message>
    <message>
        <source>Common card {card}</source>
        <translation>Carta comunitaria {card}</translation>
    </message>
    <message>
        <source>COMMON CARDS</source>
        <translation>CARTAS COMUNITARIAS</translation>
    </message>
    <message>
        <source>COMMON CARD</source>
        <translation>CARTA COMUNITARIA</translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>Bote {amount}</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Muck — click to choose the muck</source>
        <translation>Descartes — haz clic para elegir los descartes</translation>
    </message>
    <message>
        <source>Stub</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Stub — click to choose the stub</source>
        <translation>Resto del mazo — haz clic para elegir el resto del mazo</translation>
    </message>
    <message>
        <source>Burn</source>
        <translation>Quemadas</translation>
    </message>
    <message>
        <source>Burn — click to choose the burn</source>
        <translation>Quemadas — haz clic para elegir las quemadas</translation>
    </message>
    <message>
        <source>{ordinal} street</source>
        <translation>{ordinal} calle</translation>
    </message>
    <message>
        <source>×{count}</source>
        <translation>×{count}</translation>
    </message>
    <message>
        <source>%n trainee(s) chose this</source>
        <translation>Alumnos que lo eligieron: %n</translation>
    </message>
    <message>
        <source>brings in</source>
        <translation>bring-in</translation>
    </message>
    <message>
        <source>completes</source>
        <translation>completa</translation>
    </message>
    <message>
        <source>bets</source>
        <translation>apuesta</translation>
    </message>
    <message>
        <source>raises</source>
        <translation>sube</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>iguala</translation>
    </message>
    <message>
        <source>put in {amount} this street</source>
        <translation>puso {amount} en esta calle</translation>
    </message>
    <message>
        <source>Pot</source>
        <extracomment>At most this many chips in one stack: a dealer stacks chips in twenties. A chip&apos;s face seen from a seat at the table: its height as a share of its width. A chip&apos;s edge, as a share of its width (a little thicker than life, to be counted on a screen). The gap between two stacks side by side, and between two rows of stacks (shares of the width). The largest chip drawn, in scene units (a card is 74 wide): big enough to count its edges. The smallest: below it a pile would not be counted, so it is drawn this size even if crowded. Room under a pot&apos;s stacks for its name. The gap between two pots side by side, or one above the other. Chips at least this wide let every pot stand in one line of stacks.</extracomment>
        <translation>Bote</translation>
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
        <source>One chip of {value}</source>
        <translation>Una ficha de {value}</translation>
    </message>
    <message>
        <source>{count} chips of {value}</source>
        <translation>{count} fichas de {value}</translation>
    </message>
    <message>
        <source>Chips of {value} to count</source>
        <translation>Fichas de {value} para contar</translation>
    </message>
    <message>
        <source>{pot}: {amount}</source>
        <translation>{pot}: {amount}</translation>
    </message>
</context>
<context>
    <name>TrainingErrors</name>
    <message>
        <source>choose at least one game and one rule set</source>
        <extracomment>The hard cases each drill can favour.</extracomment>
        <translation>elige al menos un juego y un reglamento</translation>
    </message>
    <message>
        <source>the hand stops before the bring-in is decided</source>
        <extracomment>How a seat is answered in the app (bring-in, first to act).</extracomment>
        <translation>la mano se detiene antes de decidir el bring-in</translation>
    </message>
    <message>
        <source>the hand has no betting round after the first</source>
        <translation>la mano no tiene ninguna ronda de apuestas después de la primera</translation>
    </message>
    <message>
        <source>street {street} has no betting round in this hand; it has one on street {streets}</source>
        <translation>la calle {street} no tiene ronda de apuestas en esta mano; hay una en la calle {streets}</translation>
    </message>
    <message>
        <source>street {street} has {count} dealer moves in this hand; step {step} is not one of them</source>
        <translation>la calle {street} tiene {count} movimientos del crupier en esta mano; el paso {step} no es uno de ellos</translation>
    </message>
    <message>
        <source>the hand ends before any street after the first is dealt</source>
        <extracomment>Each hard case, as the moments of a hand that show it.</extracomment>
        <translation>la mano termina antes de repartir ninguna calle después de la primera</translation>
    </message>
    <message>
        <source>street {street} is not dealt in this hand; it deals {streets}</source>
        <translation>la calle {street} no se reparte en esta mano; se reparten {streets}</translation>
    </message>
    <message>
        <source>the hand is not finished, so there is no pot to split yet</source>
        <translation>la mano no ha terminado, así que todavía no hay bote que repartir</translation>
    </message>
    <message>
        <source>Seven-card Stud High</source>
        <extracomment>Each game&apos;s full name, marked for the messages (the same as its spec&apos;s title).</extracomment>
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
        <source>{focus} does not arise in {game}</source>
        <extracomment>Each hard case as a trainee or instructor reads it (a pack&apos;s title, the lessons). Spot the error&apos;s hard cases: the mistakes of each kind a hand can be shown with. Games in which each focus can happen at all.</extracomment>
        <translation>{focus} no se da en {game}</translation>
    </message>
    <message>
        <source>{focus} does not arise under {rules}: it takes no rake</source>
        <translation>{focus} no se da con el reglamento {rules}: no cobra rake</translation>
    </message>
    <message>
        <source>no {focus} hand of {game} found in {tries} tries</source>
        <translation>no se encontró ninguna mano de {game} con {focus} en {tries} intentos</translation>
    </message>
    <message>
        <source>Pennsylvania</source>
        <translation>Pensilvania</translation>
    </message>
    <message>
        <source>Cardroom</source>
        <translation>Sala de juego</translation>
    </message>
    <message>
        <source>Online room</source>
        <translation>Sala en línea</translation>
    </message>
    <message>
        <source>no game {game}; use one of {games}</source>
        <extracomment>The translation context of every training error&apos;s words.</extracomment>
        <translation>no existe el juego {game}; usa uno de {games}</translation>
    </message>
    <message>
        <source>no topic {topic} for {game} under {rules}</source>
        <translation>no hay ningún tema {topic} para {game} con el reglamento {rules}</translation>
    </message>
    <message>
        <source>no topic {topic} for {game} under {rules}; the topics are {topics}</source>
        <translation>no hay ningún tema {topic} para {game} con el reglamento {rules}; los temas son {topics}</translation>
    </message>
    <message>
        <source>{value} is not an amount of chips</source>
        <extracomment>An option of a choice part. Hands are given as a dealer names them: two options are equal exactly when a dealer would call them the same. A part&apos;s value: chips, yes or no, seats (sorted), or one option.</extracomment>
        <translation>{value} no es una cantidad de fichas</translation>
    </message>
    <message>
        <source>{value} is not yes (true) or no (false)</source>
        <translation>{value} no es sí (true) ni no (false)</translation>
    </message>
    <message>
        <source>{value} is not a list of seat numbers (1 to 9)</source>
        <translation>{value} no es una lista de números de asiento (del 1 al 9)</translation>
    </message>
    <message>
        <source>{value} is not one of the answers offered</source>
        <translation>{value} no es ninguna de las respuestas ofrecidas</translation>
    </message>
    <message>
        <source>{value} is not an announcement a dealer makes</source>
        <translation>{value} no es un anuncio que haga un crupier</translation>
    </message>
    <message>
        <source>{value} is not a hand of five ranks</source>
        <translation>{value} no es una mano de cinco valores</translation>
    </message>
    <message>
        <source>{value} is not a class of poker hand</source>
        <translation>{value} no es una categoría de mano de póquer</translation>
    </message>
    <message>
        <source>{value} is not a rank (2 to 9, T, J, Q, K, A)</source>
        <translation>{value} no es un valor de carta (del 2 al 9, T, J, Q, K, A)</translation>
    </message>
    <message>
        <source>the answer has no list of parts</source>
        <translation>la respuesta no tiene la lista de sus partes</translation>
    </message>
    <message>
        <source>the answer has {given} parts; the question asks {asked}</source>
        <translation>la respuesta tiene {given} partes; la pregunta pide {asked}</translation>
    </message>
    <message>
        <source>the hand has no showdown: it is not finished, or everyone else folded</source>
        <extracomment>The pot&apos;s reasons that say who wins it (not the rake&apos;s or the odd chip&apos;s).</extracomment>
        <translation>la mano no tiene showdown: no ha terminado, o todos los demás se retiraron</translation>
    </message>
    <message>
        <source>the showdown is read at the end of the hand, not on a street</source>
        <translation>el showdown se lee al final de la mano, no en una calle</translation>
    </message>
    <message>
        <source>{amount} cannot be made of chips of {chips}</source>
        <extracomment>The standard casino chips: white 1, red 5, green 25, black 100, purple 500, orange 1000, grey 5000. The chips of one colour a dealer stacks and counts at a glance: a full stack is twenty.</extracomment>
        <translation>{amount} no se puede formar con fichas de {chips}</translation>
    </message>
    <message>
        <source>the hand has no pot to count after the antes</source>
        <translation>la mano no tiene bote que contar después de los antes</translation>
    </message>
    <message>
        <source>the hand is not finished, so its pot cannot be counted at the end</source>
        <extracomment>How many of the hand&apos;s events had happened then (what the table shows).</extracomment>
        <translation>la mano no ha terminado, así que su bote no se puede contar al final</translation>
    </message>
    <message>
        <source>the hand ends on street {end}, not street {street}: give an action to count the pot during street {street}</source>
        <translation>la mano termina en la calle {end}, no en la calle {street}: indica una acción para contar el bote durante la calle {street}</translation>
    </message>
    <message>
        <source>an open pair gives no big-bet option in {game}, so that question is not asked there</source>
        <extracomment>The chips going in, for the announcement (also drawn as a pile at the seat).</extracomment>
        <translation>en {game} una pareja descubierta no da la opción de la apuesta grande, así que esa pregunta no se hace ahí</translation>
    </message>
    <message>
        <source>the hand has no betting decision to ask about</source>
        <translation>la mano no tiene ninguna decisión de apuesta sobre la que preguntar</translation>
    </message>
    <message>
        <source>street {street} has no betting in this hand; it has betting on street {streets}</source>
        <translation>la calle {street} no tiene apuestas en esta mano; hay apuestas en la calle {streets}</translation>
    </message>
    <message>
        <source>street {street} has {count} betting actions in this hand; action {action} is not one of them</source>
        <translation>la calle {street} tiene {count} acciones de apuesta en esta mano; la acción {action} no es una de ellas</translation>
    </message>
    <message>
        <source>street {street} has {count} actions in this hand; action {action} is not one of them</source>
        <translation>la calle {street} tiene {count} acciones en esta mano; la acción {action} no es una de ellas</translation>
    </message>
    <message>
        <source>nothing is in the pot yet at that point of the hand</source>
        <translation>todavía no hay nada en el bote en ese momento de la mano</translation>
    </message>
    <message>
        <source>this hand has no moment where that mistake can happen</source>
        <extracomment>For a card: its position among the seat&apos;s cards, 0 = the first dealt. One thing the table shows happening: a hand&apos;s event, or a push of chips at its end. Beats shown after the mistake&apos;s before the stop (0: stopped on the very beat), for a stop after it. A fault&apos;s planter: the hand, its true beats, the site (an index into them) and a random source. A fault&apos;s sites: the indices of the true beats where it can be planted in the hand.</extracomment>
        <translation>esta mano no tiene ningún momento en que pueda ocurrir ese error</translation>
    </message>
    <message>
        <source>that mistake cannot happen at that moment of this hand</source>
        <translation>ese error no puede ocurrir en ese momento de esta mano</translation>
    </message>
    <message>
        <source>a hand dealt right has no moment of a mistake</source>
        <extracomment>What the trainee is asked, and how they answer in the app. The page under it says what to do at each moment (watch and stop; then point and name), so the instructions add only what the page cannot: a hand dealt right is not stopped. Spot the error&apos;s hard cases: a hand dealt right, and a mistake of each kind. The hard cases of the drill (:data:`~.drills.HARD_CASES`): every one can be dealt, as every fault has a planter (``tests/test_spotting.py`` plants each).</extracomment>
        <translation>una mano repartida sin errores no tiene momento de error</translation>
    </message>
    <message>
        <source>“{fault}” is not a mistake this version knows</source>
        <translation>«{fault}» no es un error que esta versión conozca</translation>
    </message>
    <message>
        <source>the hand stops before anything is decided</source>
        <translation>la mano termina antes de que se decida nada</translation>
    </message>
    <message>
        <source>the answer does not say where the hand was stopped</source>
        <translation>la respuesta no dice dónde se detuvo la mano</translation>
    </message>
    <message>
        <source>{value} is not a place on the table</source>
        <translation>{value} no es un lugar de la mesa</translation>
    </message>
    <message>
        <source>{value} is not a mistake this version knows</source>
        <translation>{value} no es un error que esta versión conozca</translation>
    </message>
    <message>
        <source>{value} is not a number of seconds</source>
        <translation>{value} no es un número de segundos</translation>
    </message>
    <message>
        <source>{value} is not a count of moments or a seat</source>
        <translation>{value} no es un número de momentos ni un asiento</translation>
    </message>
    <message>
        <source>the cards left are asked before a street is dealt, after its betting: name only the street</source>
        <translation>las cartas que quedan se preguntan antes de repartir una calle, después de sus apuestas: indica solo la calle</translation>
    </message>
    <message>
        <source>street {street} is not dealt from the stub in this hand; it deals {streets}</source>
        <translation>la calle {street} no se reparte del resto del mazo en esta mano; se reparten {streets}</translation>
    </message>
    <message>
        <source>Spot the error is not asked in a class session: where its hand stops gives the mistake away</source>
        <extracomment>At most this many steps of the dealing are sent to animate (the drills animate as many). A split: whether the house takes a rake (the rake box is shown). The street asked about (the sentence names it). The table from the street&apos;s start to the moment asked, as a dealer sees it; never empty. Chips set out for the drill to count (their chips: their totals are the question). What&apos;s the bet?: the form of the question, its seat and street, the chips going in.</extracomment>
        <translation>«Detecta el error» no se pregunta en una sesión de clase: el punto donde se detiene su mano delata el error</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>discard</source>
        <comment>a legal action</comment>
        <translation>descartar</translation>
    </message>
    <message>
        <source>bring_in</source>
        <comment>a legal action</comment>
        <translation>hacer el bring-in</translation>
    </message>
    <message>
        <source>complete</source>
        <comment>a legal action</comment>
        <translation>completar</translation>
    </message>
    <message>
        <source>bet</source>
        <comment>a legal action</comment>
        <translation>apostar</translation>
    </message>
    <message>
        <source>raise</source>
        <comment>a legal action</comment>
        <translation>subir</translation>
    </message>
    <message>
        <source>call</source>
        <comment>a legal action</comment>
        <translation>igualar</translation>
    </message>
    <message>
        <source>check</source>
        <comment>a legal action</comment>
        <translation>pasar</translation>
    </message>
    <message>
        <source>fold</source>
        <comment>a legal action</comment>
        <translation>retirarse</translation>
    </message>
    <message>
        <source>Seat {seat} brings in {amount}</source>
        <translation>El asiento {seat} hace el bring-in de {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} completes to {amount}</source>
        <translation>El asiento {seat} completa a {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} bets {amount}</source>
        <translation>El asiento {seat} apuesta {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} raises to {amount}</source>
        <translation>El asiento {seat} sube a {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} calls {amount}</source>
        <translation>El asiento {seat} iguala {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} checks</source>
        <translation>El asiento {seat} pasa</translation>
    </message>
    <message>
        <source>Seat {seat} folds</source>
        <translation>El asiento {seat} se retira</translation>
    </message>
    <message>
        <source>{action} (all-in)</source>
        <translation>{action} (all-in)</translation>
    </message>
    <message>
        <source>Result (pot {pot}):</source>
        <translation>Resultado (bote de {pot}):</translation>
    </message>
    <message>
        <source>Rake {rake} — {rule}: {text}</source>
        <translation>Rake: {rake} — {rule}: {text}</translation>
    </message>
    <message>
        <source>seat {seat} {chips}</source>
        <translation>asiento {seat} {chips}</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>asientos {seats}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>asiento {seat}</translation>
    </message>
    <message>
        <source>Pot: {amount} ({seats}) — {won}</source>
        <translation>Bote: {amount} ({seats}) — {won}</translation>
    </message>
    <message>
        <source>Main pot: {amount} ({seats}) — {won}</source>
        <translation>Bote principal: {amount} ({seats}) — {won}</translation>
    </message>
    <message>
        <source>Side pot {number}: {amount} ({seats}) — {won}</source>
        <translation>Bote lateral {number}: {amount} ({seats}) — {won}</translation>
    </message>
    <message>
        <source>{rule}: {text}</source>
        <translation>{rule}: {text}</translation>
    </message>
    <message>
        <source>Awards: {awards}</source>
        <translation>Total por asiento: {awards}</translation>
    </message>
    <message>
        <source>{game} · {rules} · {count} seats · dealer&apos;s left: seat {seat}</source>
        <translation>{game} · {rules} · {count} asientos · a la izquierda del crupier: asiento {seat}</translation>
    </message>
    <message>
        <source>Stakes: ante {ante}, bring-in {bring_in}, bets {small}/{big}</source>
        <translation>Límites: ante {ante}, bring-in {bring_in}, apuestas {small}/{big}</translation>
    </message>
    <message>
        <source>Antes: {amount} from each of seats {seats}</source>
        <translation>Antes: {amount} de cada uno de los asientos {seats}</translation>
    </message>
    <message>
        <source>seat {seat} {cards}</source>
        <translation>asiento {seat} {cards}</translation>
    </message>
    <message>
        <source>Dealt: {hands}</source>
        <translation>Reparto: {hands}</translation>
    </message>
    <message>
        <source>Bring-in: seat {seat} — {rule}: {text}</source>
        <translation>Bring-in: asiento {seat} — {rule}: {text}</translation>
    </message>
    <message>
        <source>First to act: seat {seat} — {rule}: {text}</source>
        <translation>Primero en actuar: asiento {seat} — {rule}: {text}</translation>
    </message>
    <message>
        <source>Burn {card} — {rule}: {text}</source>
        <translation>Carta quemada {card} — {rule}: {text}</translation>
    </message>
    <message>
        <source>Common card {card} — {rule}: {text}</source>
        <translation>Carta comunitaria {card} — {rule}: {text}</translation>
    </message>
    <message>
        <source>Reshuffle into a new stub of {count} — {rule}: {text}</source>
        <comment>one card</comment>
        <translation>Se rebaraja: nuevo resto del mazo de {count} carta — {rule}: {text}</translation>
    </message>
    <message>
        <source>Reshuffle into a new stub of {count} — {rule}: {text}</source>
        <comment>several cards</comment>
        <translation>Se rebaraja: nuevo resto del mazo de {count} cartas — {rule}: {text}</translation>
    </message>
    <message>
        <source>Seat {seat} discards {cards}</source>
        <translation>El asiento {seat} descarta {cards}</translation>
    </message>
    <message>
        <source>Next: seat {seat} to act on {street}; legal: {legal}</source>
        <translation>Siguiente: actúa el asiento {seat} en la {street}; acciones válidas: {legal}</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <source>Open Hand</source>
        <translation>Abrir mano</translation>
    </message>
    <message>
        <source>Stud hands (*.json);;All files (*)</source>
        <translation>Manos de stud (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open Pack</source>
        <translation>Abrir paquete</translation>
    </message>
    <message>
        <source>Cannot open pack</source>
        <translation>No se puede abrir el paquete</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Abriendo {name}…</translation>
    </message>
    <message>
        <source>Empty pack</source>
        <translation>Paquete vacío</translation>
    </message>
    <message>
        <source>{title} has no hands yet.</source>
        <translation>«{title}» aún no tiene manos.</translation>
    </message>
    <message>
        <source>{title} — Dealer Trainer</source>
        <translation>{title} — Dealer Trainer</translation>
    </message>
    <message>
        <source>Present a Pack</source>
        <translation>Presentar un paquete</translation>
    </message>
    <message>
        <source>Answer Key for a Pack</source>
        <translation>Hoja de respuestas de un paquete</translation>
    </message>
    <message>
        <source>Cannot save the answer key</source>
        <translation>No se puede guardar la hoja de respuestas</translation>
    </message>
    <message>
        <source>Cancelled: no answer key was saved.</source>
        <translation>Cancelado: no se guardó ninguna hoja de respuestas.</translation>
    </message>
    <message>
        <source>Worksheet saved: {path} (1 page)</source>
        <translation>Hoja de ejercicios guardada: {path} (1 página)</translation>
    </message>
    <message>
        <source>Answer key saved: {path} (1 page)</source>
        <translation>Hoja de respuestas guardada: {path} (1 página)</translation>
    </message>
    <message>
        <source>Worksheet saved: {path} ({pages} pages)</source>
        <translation>Hoja de ejercicios guardada: {path} ({pages} páginas)</translation>
    </message>
    <message>
        <source>Answer key saved: {path} ({pages} pages)</source>
        <translation>Hoja de respuestas guardada: {path} ({pages} páginas)</translation>
    </message>
    <message>
        <source>An exam is running</source>
        <translation>Hay un examen en curso</translation>
    </message>
    <message>
        <source>Finish the exam before opening a hand.</source>
        <translation>Termina el examen antes de abrir una mano.</translation>
    </message>
    <message>
        <source>Cannot open the hand</source>
        <translation>No se puede abrir la mano</translation>
    </message>
    <message>
        <source>{name}: deal the hand on the table. File ▸ Show the Hand&apos;s Walk-through tells every move.</source>
        <translation>{name}: reparte la mano en la mesa. Archivo ▸ Ver el recorrido de la mano cuenta cada jugada.</translation>
    </message>
    <message>
        <source>Walk-through — {name}</source>
        <translation>Recorrido — {name}</translation>
    </message>
    <message>
        <source>Walk-through</source>
        <translation>Recorrido</translation>
    </message>
    <message>
        <source>Hand walk-through</source>
        <translation>Recorrido de la mano</translation>
    </message>
    <message>
        <source>Save Picture</source>
        <translation>Guardar imagen</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot save picture</source>
        <translation>No se puede guardar la imagen</translation>
    </message>
    <message>
        <source>Could not write {path}.</source>
        <translation>No se pudo escribir {path}.</translation>
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
        <source>L&amp;evel</source>
        <translation>&amp;Nivel</translation>
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
        <translation>Abrir la carpeta del registro de &amp;errores</translation>
    </message>
    <message>
        <source>Show the folder of the app&apos;s log, to send with a problem report</source>
        <translation>Mostrar la carpeta del registro de errores de la aplicación, para enviarlo con un informe de problema</translation>
    </message>
    <message>
        <source>Finish the exam first, then choose a level.</source>
        <translation>Termina primero el examen y luego elige un nivel.</translation>
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
        <translation>Tu registro no se puede abrir</translation>
    </message>
    <message>
        <source>Practise without keeping answers</source>
        <translation>Practicar sin guardar las respuestas</translation>
    </message>
    <message>
        <source>The backup cannot be restored</source>
        <translation>La copia de seguridad no se puede restaurar</translation>
    </message>
    <message numerus="yes">
        <source>The backup was restored, with %n answer(s) saved from the damaged file; the damaged file is kept as {path}.</source>
        <translation>
            <numerusform>Se restauró la copia de seguridad, con %n respuesta rescatada del archivo dañado; el archivo dañado se guarda como {path}.</numerusform>
            <numerusform>Se restauró la copia de seguridad, con %n respuestas rescatadas del archivo dañado; el archivo dañado se guarda como {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Answers are not being kept this session.</source>
        <extracomment>How long an open progress view waits after an answer before redrawing (a burst of answers redraws it once). How often the window looks whether the records&apos; daily check (on its own thread) is done.</extracomment>
        <translation>En esta sesión no se guardan las respuestas.</translation>
    </message>
    <message>
        <source>About your records</source>
        <translation>Sobre tus registros</translation>
    </message>
    <message>
        <source>Your records file is damaged: see the message.</source>
        <translation>Tu archivo de registros está dañado: mira el mensaje.</translation>
    </message>
    <message>
        <source>Your records are damaged</source>
        <translation>Tus registros están dañados</translation>
    </message>
    <message>
        <source>Answers are NOT being kept: your records could not be opened.</source>
        <translation>NO se están guardando las respuestas: no se pudieron abrir tus registros.</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>Alumno nuevo</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>The trainee cannot be added</source>
        <translation>No se puede añadir al alumno</translation>
    </message>
    <message>
        <source>My progress</source>
        <translation>Mi progreso</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged answer(s) in your records were skipped.</source>
        <translation>
            <numerusform>Se omitió %n respuesta dañada de tu registro.</numerusform>
            <numerusform>Se omitieron %n respuestas dañadas de tu registro.</numerusform>
        </translation>
    </message>
    <message>
        <source>This hand cannot be dealt again</source>
        <translation>Esta mano no se puede repartir otra vez</translation>
    </message>
    <message>
        <source>Cannot start the exam</source>
        <translation>No se puede empezar el examen</translation>
    </message>
    <message>
        <source>Exam report</source>
        <translation>Informe del examen</translation>
    </message>
    <message>
        <source>Class results</source>
        <translation>Resultados de la clase</translation>
    </message>
    <message>
        <source>Export My Results</source>
        <translation>Exportar mis resultados</translation>
    </message>
    <message>
        <source>Results (*.csv)</source>
        <translation>Resultados (*.csv)</translation>
    </message>
    <message>
        <source>1 answer exported to {path}</source>
        <translation>1 respuesta exportada a {path}</translation>
    </message>
    <message>
        <source>{count} answers exported to {path}</source>
        <translation>{count} respuestas exportadas a {path}</translation>
    </message>
    <message>
        <source>Choose a trainee</source>
        <translation>Elige un alumno</translation>
    </message>
    <message>
        <source>Choose who is practising first.</source>
        <translation>Elige primero quién va a practicar.</translation>
    </message>
</context>
<context>
    <name>answerkey</name>
    <message>
        <source>The pack&apos;s expected answer does not fit this question; the right answer by the rules is shown.</source>
        <extracomment>``progress(done, total, label)``: how far the key has got. It may raise to stop the work (the GUI&apos;s Cancel), which then leaves no file behind. The gaps of the layout, in millimetres (the margins and footer are :mod:`.printing`&apos;s). Point size of a hand&apos;s heading. How far a section is shrunk at most: the pictures first, then the text. Lines to write the reasons on, under each question of a worksheet.</extracomment>
        <translation>La respuesta que espera el paquete no encaja con esta pregunta; se muestra la respuesta correcta según las reglas.</translation>
    </message>
    <message>
        <source>The pack expects {given}; the right answer by the rules is shown.</source>
        <translation>El paquete espera {given}; se muestra la respuesta correcta según las reglas.</translation>
    </message>
    <message>
        <source>{game}, {rules}, {count} seats ({seats}), dealer&apos;s left seat {left}</source>
        <translation>{game}, {rules}, {count} asientos ({seats}), a la izquierda del crupier el asiento {left}</translation>
    </message>
    <message>
        <source>{number}. {title} — {details}</source>
        <translation>{number}. {title} — {details}</translation>
    </message>
    <message>
        <source>{number}. {details}</source>
        <translation>{number}. {details}</translation>
    </message>
    <message>
        <source>by {author}</source>
        <extracomment>Set by fitting: the scale of the pictures and of the text. Pictures side by side: 1, or 2 for a hand with several questions.</extracomment>
        <translation>de {author}</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>versión {version}</translation>
    </message>
    <message>
        <source>created {date}</source>
        <translation>creado el {date}</translation>
    </message>
    <message>
        <source>printed {date}</source>
        <translation>impreso el {date}</translation>
    </message>
    <message>
        <source>{hands} hand</source>
        <translation>{hands} mano</translation>
    </message>
    <message>
        <source>{hands} hands</source>
        <translation>{hands} manos</translation>
    </message>
    <message>
        <source>{count} question</source>
        <translation>{count} pregunta</translation>
    </message>
    <message>
        <source>{count} questions</source>
        <translation>{count} preguntas</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>Hoja de ejercicios</translation>
    </message>
    <message>
        <source>Instructor&apos;s answer key</source>
        <translation>Hoja de respuestas del instructor</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Respuesta:</translation>
    </message>
    <message>
        <source>Q{number}</source>
        <translation>P{number}</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>{ordinal} street</source>
        <translation>{ordinal} calle</translation>
    </message>
    <message>
        <source>{short} · {drill}</source>
        <translation>{short} · {drill}</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Por qué:</translation>
    </message>
    <message>
        <source>Instructor&apos;s note.</source>
        <translation>Nota del instructor.</translation>
    </message>
    <message>
        <source>worksheet</source>
        <translation>hoja de ejercicios</translation>
    </message>
    <message>
        <source>answer key</source>
        <translation>hoja de respuestas</translation>
    </message>
    <message>
        <source>{title} — {kind}</source>
        <translation>{title} — {kind}</translation>
    </message>
    <message>
        <source>Working out the answers: hand {0} of {1}</source>
        <translation>Calculando las respuestas: mano {0} de {1}</translation>
    </message>
    <message>
        <source>cannot write the answer key</source>
        <translation>no se puede escribir la hoja de respuestas</translation>
    </message>
    <message>
        <source>Laying out hand {0} of {1}</source>
        <translation>Maquetando la mano {0} de {1}</translation>
    </message>
    <message>
        <source>Qt could not open the page for painting</source>
        <translation>Qt no pudo abrir la página para dibujar</translation>
    </message>
    <message>
        <source>Printing page {page} of {pages}</source>
        <translation>Imprimiendo la página {page} de {pages}</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>The computer ran out of memory.</source>
        <extracomment>Where faulthandler writes a hard crash&apos;s stacks. A file of its own: it holds the descriptor open for the whole run, which on Windows would stop the rotating log from being renamed.</extracomment>
        <translation>La computadora se quedó sin memoria.</translation>
    </message>
    <message>
        <source>Dealer Trainer was not allowed to read or write a file.</source>
        <translation>Dealer Trainer no tuvo permiso para leer o escribir un archivo.</translation>
    </message>
    <message>
        <source>A file could not be read or written ({detail}).</source>
        <translation>No se pudo leer o escribir un archivo ({detail}).</translation>
    </message>
    <message>
        <source>Something was nested too deeply to work through.</source>
        <translation>Algo estaba anidado a demasiada profundidad para procesarlo.</translation>
    </message>
    <message>
        <source>Something went wrong inside Dealer Trainer: a fault in the app, not in anything you did.</source>
        <translation>Algo falló dentro de Dealer Trainer: un fallo de la aplicación, no de nada que hicieras tú.</translation>
    </message>
    <message>
        <source>Nothing was lost: your answers are saved as you give them. You can carry on.</source>
        <translation>No se perdió nada: tus respuestas se guardan a medida que las das. Puedes continuar.</translation>
    </message>
    <message>
        <source>Your answers are NOT being kept: your records are not open. Close Dealer Trainer and start it again; if this comes back, send the log to whoever looks after the app.</source>
        <translation>NO se están guardando tus respuestas: tus registros no están abiertos. Cierra Dealer Trainer y vuelve a abrirlo; si vuelve a pasar, envía el registro de errores a quien se ocupe de la aplicación.</translation>
    </message>
    <message>
        <source>The details are in the log: {path}</source>
        <translation>Los detalles están en el registro de errores: {path}</translation>
    </message>
    <message>
        <source>This happened {count} times.</source>
        <translation>Esto pasó {count} veces.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <extracomment>Whether the answers are being kept now (the main window answers: its records open).</extracomment>
        <translation>Algo falló</translation>
    </message>
    <message>
        <source>Open Log Folder</source>
        <translation>Abrir la carpeta del registro de errores</translation>
    </message>
    <message>
        <source>The log folder is {path}</source>
        <translation>La carpeta del registro de errores es {path}</translation>
    </message>
</context>
<context>
    <name>exampdf</name>
    <message>
        <source>cannot write the report</source>
        <translation>no se puede escribir el informe</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Realizado</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Exam report · Dealer Trainer</source>
        <translation>Informe del examen · Dealer Trainer</translation>
    </message>
    <message>
        <source>Score per drill</source>
        <translation>Puntuación por ejercicio</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Correctas</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>{title} — {trainee}</source>
        <translation>{title} — {trainee}</translation>
    </message>
    <message>
        <source>{who} · {verdict}, {score}</source>
        <translation>{who} · {verdict}, {score}</translation>
    </message>
    <message>
        <source>Qt could not open the PDF for writing</source>
        <translation>Qt no pudo abrir el PDF para escribir</translation>
    </message>
</context>
<context>
    <name>examreport</name>
    <message>
        <source>exam-report</source>
        <translation>informe-examen</translation>
    </message>
</context>
<context>
    <name>examtext</name>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} h {minutes} min</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} min {seconds} s</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{date}, {time}</source>
        <translation>{date}, {time}</translation>
    </message>
    <message>
        <source> (limit {limit})</source>
        <translation> (límite {limit})</translation>
    </message>
    <message>
        <source> — the time ran out</source>
        <translation> — se acabó el tiempo</translation>
    </message>
    <message>
        <source>{started}, {took}{limit}{ran_out}</source>
        <translation>{started}, {took}{limit}{ran_out}</translation>
    </message>
    <message>
        <source>No level (taken before levels)</source>
        <translation>Sin nivel (hecho antes de que hubiera niveles)</translation>
    </message>
    <message>
        <source>{level} · {in_time}</source>
        <translation>{level} · {in_time}</translation>
    </message>
    <message>
        <source>{right} of {total} right ({score}); pass mark {mark}</source>
        <translation>{right} de {total} correctas ({score}); nota mínima {mark}</translation>
    </message>
    <message>
        <source>{right} of {total} right ({score})</source>
        <translation>{right} de {total} correctas ({score})</translation>
    </message>
    <message>
        <source>(pass mark {mark})</source>
        <translation>(nota mínima {mark})</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>APROBADO</translation>
    </message>
    <message>
        <source>NOT PASSED</source>
        <translation>NO APROBADO</translation>
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
        <source>{outcome} {count}</source>
        <translation>{outcome} {count}</translation>
    </message>
    <message>
        <source>{drill}: {tally}</source>
        <translation>{drill}: {tally}</translation>
    </message>
    <message>
        <source>Answers to review ({count})</source>
        <translation>Respuestas para repasar ({count})</translation>
    </message>
    <message>
        <source>Question {number}</source>
        <translation>Pregunta {number}</translation>
    </message>
    <message>
        <source>{drill} · {game} · {rules}</source>
        <translation>{drill} · {game} · {rules}</translation>
    </message>
    <message>
        <source>None: every answer was right.</source>
        <translation>Ninguna: todas las respuestas fueron correctas.</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Tu respuesta:</translation>
    </message>
    <message>
        <source>Right answer:</source>
        <translation>Respuesta correcta:</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>sin responder</translation>
    </message>
</context>
<context>
    <name>keydialog</name>
    <message>
        <source>Saving the worksheet</source>
        <extracomment>The papers offered: A4 and US Letter. The keys being saved now.</extracomment>
        <translation>Guardando la hoja de ejercicios</translation>
    </message>
    <message>
        <source>Saving the answer key</source>
        <translation>Guardando la hoja de respuestas</translation>
    </message>
</context>
<context>
    <name>operations</name>
    <message>
        <source>Cancel</source>
        <extracomment>How long a job may run before its progress dialog appears: a quick job never flashes a dialog. Jobs still running, kept alive until they end (a QThread collected while running aborts the process).</extracomment>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>ordinal</name>
    <message>
        <source>{n}st</source>
        <extracomment>A card&apos;s key in :attr:`TablePicture.card_items`: ``(&quot;seat&quot;, 3, &quot;Th&quot;)``, ``(&quot;common&quot;, 0, &quot;As&quot;)`` or ``(&quot;burn&quot;, 0, &quot;top&quot;)``. The number on a count badge (:meth:`TablePicture.paint_counts`).</extracomment>
        <translation>{n}.ª</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}.ª</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}.ª</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}.ª</translation>
    </message>
</context>
<context>
    <name>packfiles</name>
    <message>
        <source>Training packs (*.studpack *.json)</source>
        <extracomment>The suffix a new pack is saved with. The QSettings key of the recent packs (a list of absolute paths, newest first). A sample pack is a few kilobytes; a title is read from no more than this.</extracomment>
        <translation>Paquetes de entrenamiento (*.studpack *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>No recent packs</source>
        <translation>No hay paquetes recientes</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>&amp;Borrar recientes</translation>
    </message>
</context>
<context>
    <name>printing</name>
    <message>
        <source>Page {page} of {pages}</source>
        <extracomment>Page margins and the footer&apos;s height, in millimetres. Point sizes of the printed text. Dots per inch of a PDF. Territories whose paper is US Letter (the rest of the world uses A4). The papers by the names the command line takes.</extracomment>
        <translation>Página {page} de {pages}</translation>
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
        <source>What&apos;s the bet?</source>
        <translation>¿Cuál es la apuesta?</translation>
    </message>
    <message>
        <source>Read the showdown</source>
        <translation>Leer el showdown</translation>
    </message>
    <message>
        <source>Count the pot</source>
        <translation>Contar el bote</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>How many cards are left?</source>
        <translation>¿Cuántas cartas quedan?</translation>
    </message>
    <message>
        <source>Spot the error</source>
        <translation>Detecta el error</translation>
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
        <source>The bet</source>
        <translation>La apuesta</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Pot count</source>
        <translation>Conteo del bote</translation>
    </message>
    <message>
        <source>Chip counting</source>
        <translation>Conteo de fichas</translation>
    </message>
    <message>
        <source>Stub count</source>
        <translation>Conteo del resto del mazo</translation>
    </message>
    <message>
        <source>Spotting mistakes</source>
        <translation>Detección de errores</translation>
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
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
</context>
</TS>
