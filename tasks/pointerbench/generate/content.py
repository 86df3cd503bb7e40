"""Believable, multilingual content for the generated screenshots (names, places, money, prose).

All strings are written for this project. Sentences are templates with slots filled from the
lists below (`fill`), so pages differ while every word stays real. Languages: en de fr es it nl.
"""
from __future__ import annotations

import random

LANGS = ("en", "de", "fr", "es", "it", "nl")

FIRST_NAMES = [
    "Anna", "Ben", "Clara", "David", "Elena", "Felix", "Grace", "Hugo", "Ines", "Jonas", "Kai", "Laura",
    "Marco", "Nora", "Omar", "Priya", "Rosa", "Sam", "Tessa", "Victor", "Will", "Yara", "Zoe", "Lukas",
    "Sofia", "Mateo", "Julia", "Ahmed", "Fiona", "Elias", "Maya", "Noah", "Emma", "Liam", "Chloé",
    "Pablo", "Giulia", "Daan", "Sanne", "Lena", "Théo", "Lucía", "Matteo", "Femke", "Jana", "Ravi",
]
LAST_NAMES = [
    "Keller", "Jensen", "Garcia", "Silva", "Brown", "Choi", "Raza", "Wang", "Johnson", "Martin",
    "Rossi", "Bakker", "Dubois", "Fernández", "Schneider", "de Vries", "Moreau", "Romano", "Visser",
    "Novak", "Sommer", "Lindqvist", "Okafor", "Tanaka", "Haddad", "Petrov", "Costa", "Weber", "Laurent",
    "Ricci", "Janssen", "López", "Hoffmann", "Meyer", "Conti", "Mulder", "Suzuki", "Kumar", "Frost",
]
COMPANIES = [
    "Meridian Logistics", "Northwind Traders", "Brightline Labs", "Aeroform Sports", "Veridian Health",
    "Calder & Finch", "Bluepeak Energy", "Harbor Analytics", "Synthex", "Lumen Studio", "Oakridge Supply",
    "Kestrel Systems", "Fernhill Foods", "Polaris Media", "Tidewater Bank", "Quanta Robotics",
]
DOMAINS = ["acme.io", "company.ai", "mail.de", "outlook.com", "gmail.com", "corp.io", "posteo.nl", "orange.fr"]

CITIES = {
    "en": ["London", "Manchester", "Boston", "Chicago", "Toronto", "Dublin", "Seattle", "Austin", "Leeds"],
    "de": ["Berlin", "Hamburg", "München", "Köln", "Leipzig", "Stuttgart", "Dresden", "Bremen", "Mainz"],
    "fr": ["Paris", "Lyon", "Marseille", "Toulouse", "Nantes", "Lille", "Bordeaux", "Rennes", "Grenoble"],
    "es": ["Madrid", "Barcelona", "Valencia", "Sevilla", "Bilbao", "Málaga", "Zaragoza", "Granada"],
    "it": ["Roma", "Milano", "Torino", "Bologna", "Firenze", "Napoli", "Genova", "Verona", "Padova"],
    "nl": ["Amsterdam", "Rotterdam", "Utrecht", "Eindhoven", "Groningen", "Leiden", "Haarlem", "Delft"],
}
STREETS = {
    "en": ["High Street", "Park Road", "Mill Lane", "Station Road", "Church Street", "Elm Avenue"],
    "de": ["Lindenweg", "Hauptstraße", "Bahnhofstraße", "Gartenweg", "Schillerstraße", "Am Markt"],
    "fr": ["rue de la Paix", "avenue Victor Hugo", "rue des Lilas", "boulevard Voltaire", "rue du Port"],
    "es": ["Calle Mayor", "Avenida de la Paz", "Calle del Sol", "Paseo del Prado", "Calle Real"],
    "it": ["Via Roma", "Via Garibaldi", "Corso Vittorio Emanuele", "Via Dante", "Via Mazzini"],
    "nl": ["Kerkstraat", "Dorpsstraat", "Stationsweg", "Molenlaan", "Parkweg", "Prinsengracht"],
}
ZIP_FORMAT = {"en": "{A}{d} {d}{A}{A}", "de": "{d5}", "fr": "{d5}", "es": "{d5}", "it": "{d5}", "nl": "{d4} {A}{A}"}
COUNTRIES = {
    "en": ["United Kingdom", "Ireland", "Canada", "USA", "Australia"],
    "de": ["Deutschland", "Österreich", "Schweiz"],
    "fr": ["France", "Belgique", "Suisse"],
    "es": ["España", "México", "Argentina"],
    "it": ["Italia", "Svizzera", "San Marino"],
    "nl": ["Nederland", "België"],
}
COUNTRY_NAMES = ["Australia", "Brazil", "Poland", "Portugal", "India", "Mexico", "Japan", "Spain",
                 "Singapore", "Norway", "Sweden", "France", "USA", "UK", "South Korea", "Germany", "Italy"]

WEEKDAYS = {
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    "de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"],
    "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi"],
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes"],
    "it": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì"],
    "nl": ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag"],
}
MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
           "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
           "octubre", "noviembre", "diciembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
           "ottobre", "novembre", "dicembre"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
           "oktober", "november", "december"],
}
TEAMS = {
    "en": ["finance team", "support team", "platform team", "design team", "warehouse crew", "legal team"],
    "de": ["Finanzteam", "Supportteam", "Plattformteam", "Designteam", "Lagerteam", "Rechtsabteilung"],
    "fr": ["équipe finance", "équipe support", "équipe plateforme", "équipe design", "service juridique"],
    "es": ["equipo de finanzas", "equipo de soporte", "equipo de plataforma", "equipo de diseño"],
    "it": ["team finanza", "team di supporto", "team piattaforma", "team design", "ufficio legale"],
    "nl": ["financeteam", "supportteam", "platformteam", "designteam", "juridische afdeling"],
}
PRODUCTS = {
    "en": ["USB-C Dock", "Desk Lamp", "Monitor Arm", "Mechanical Keyboard", "Webcam", "Noise-cancelling Headset",
           "Standing Desk", "Laptop Stand", "Wireless Mouse", "Office Chair", "Label Printer", "Router"],
    "de": ["USB-C-Dock", "Schreibtischlampe", "Monitorarm", "Tastatur", "Webcam", "Headset", "Stehpult",
           "Laptopständer", "Funkmaus", "Bürostuhl", "Etikettendrucker", "Router"],
    "fr": ["Station USB-C", "Lampe de bureau", "Bras d'écran", "Clavier mécanique", "Webcam", "Casque",
           "Bureau assis-debout", "Support d'ordinateur", "Souris sans fil", "Chaise de bureau", "Routeur"],
    "es": ["Base USB-C", "Lámpara de escritorio", "Brazo para monitor", "Teclado mecánico", "Webcam",
           "Auriculares", "Escritorio elevable", "Soporte para portátil", "Ratón inalámbrico", "Silla", "Router"],
    "it": ["Dock USB-C", "Lampada da scrivania", "Braccio monitor", "Tastiera meccanica", "Webcam", "Cuffie",
           "Scrivania regolabile", "Supporto notebook", "Mouse wireless", "Sedia da ufficio", "Router"],
    "nl": ["USB-C-dock", "Bureaulamp", "Monitorarm", "Mechanisch toetsenbord", "Webcam", "Headset",
           "Zit-sta-bureau", "Laptopstandaard", "Draadloze muis", "Bureaustoel", "Labelprinter", "Router"],
}
SERVICES = {
    "en": ["Consulting services", "Onsite training", "UX research", "Cloud hosting", "Data migration",
           "Support retainer", "Security audit", "Translation", "Photography", "Maintenance"],
    "de": ["Beratungsleistungen", "Vor-Ort-Schulung", "UX-Research", "Cloud-Hosting", "Datenmigration",
           "Wartungsvertrag", "Sicherheitsaudit", "Übersetzung", "Fotografie", "Wartung"],
    "fr": ["Prestations de conseil", "Formation sur site", "Recherche UX", "Hébergement cloud",
           "Migration de données", "Contrat de support", "Audit de sécurité", "Traduction", "Maintenance"],
    "es": ["Servicios de consultoría", "Formación presencial", "Investigación UX", "Alojamiento en la nube",
           "Migración de datos", "Soporte mensual", "Auditoría de seguridad", "Traducción", "Mantenimiento"],
    "it": ["Servizi di consulenza", "Formazione in sede", "Ricerca UX", "Hosting cloud", "Migrazione dati",
           "Assistenza mensile", "Audit di sicurezza", "Traduzione", "Manutenzione"],
    "nl": ["Adviesdiensten", "Training op locatie", "UX-onderzoek", "Cloudhosting", "Datamigratie",
           "Supportcontract", "Beveiligingsaudit", "Vertaling", "Fotografie", "Onderhoud"],
}

# Prose. Slots: {name} {first} {city} {day} {date} {time} {num} {amount} {product} {team} {ref} {pct}
SENTENCES = {
    "en": [
        "The quarterly report shows steady growth across all regions despite supply chain pressure.",
        "Please review the attached draft before our call on {day} at {time}.",
        "{name} confirmed that the shipment left the {city} warehouse this morning.",
        "We moved the release to {date} so the {team} can finish the migration.",
        "The invoice for {amount} is still open and the reminder goes out on {day}.",
        "Our survey had {num} responses, and most people asked for longer support hours.",
        "The new {product} arrived with a scratched case, so we requested a replacement.",
        "Access to the staging server will be restricted during the maintenance window.",
        "If the problem persists, clear the cache and restart the application.",
        "The committee approved the budget, but travel costs must stay below last year.",
        "{first} will present the roadmap to the board after the lunch break.",
        "Ticket {ref} was closed after the customer confirmed the fix.",
        "Remember to badge in at the front desk when you arrive in {city}.",
        "The library extends its opening hours during the exam period.",
        "Drainage under the kitchen sink is slow, and the plumber arrives on {day}.",
        "Conversion rose by {pct} after we simplified the checkout form.",
        "We are hiring a data engineer to join the {team} in {city}.",
        "All contractors need a signed agreement before the project kickoff.",
        "The museum reopens on {date} with a new exhibition on early photography.",
        "Heavy rain is expected in the afternoon, so the outdoor event moves indoors.",
        "The recipe needs two eggs, a cup of flour and a pinch of salt.",
        "Backups run every night at {time} and are kept for thirty days.",
        "Thanks for your patience while we investigate the delayed payments.",
        "{name} asked whether the training can be recorded for the night shift.",
        "The lease renewal includes a small rent increase starting in {month}.",
        "Several readers wrote in to correct the date in yesterday's article.",
        "The pilot program reduced paper usage by {pct} in three months.",
        "Our office will be closed on {day} for the regional holiday.",
        "Please update your password before the old one expires next week.",
        "The dashboard now highlights overdue tasks in red for every project.",
        "Customer feedback remains positive, although delivery times need work.",
        "The council meeting ended without a decision on the new bike lanes.",
        "Order {ref} contains {num} items and ships from {city} tomorrow.",
        "A short survey will follow the webinar, and it takes about five minutes.",
        "The contract renews automatically unless either party cancels in writing.",
        "Her thesis compares river flooding patterns over the last century.",
        "We recommend keeping receipts for every expense above {amount}.",
        "The printer on the third floor is out of toner again.",
        "Volunteers will meet at the north entrance at {time} sharp.",
        "The audit found minor gaps in how visitor logs are archived.",
        "New employees receive a laptop, a badge and a welcome pack.",
        "The bakery on the corner now opens at seven on weekdays.",
    ],
    "de": [
        "Der Quartalsbericht zeigt ein stabiles Wachstum in allen Regionen.",
        "Bitte prüfen Sie den Entwurf vor unserem Termin am {day} um {time} Uhr.",
        "{name} hat bestätigt, dass die Lieferung das Lager in {city} verlassen hat.",
        "Wir haben den Release auf den {date} verschoben, damit das {team} die Migration abschließen kann.",
        "Die Rechnung über {amount} ist noch offen und die Mahnung geht am {day} raus.",
        "Unsere Umfrage ergab {num} Antworten, die meisten wünschen längere Servicezeiten.",
        "Die neue Lieferung kam beschädigt an, deshalb haben wir Ersatz angefordert.",
        "Während der Wartung ist der Zugriff auf den Testserver eingeschränkt.",
        "Wenn das Problem weiterhin besteht, leeren Sie bitte den Cache.",
        "Der Ausschuss hat das Budget genehmigt, die Reisekosten bleiben aber begrenzt.",
        "{first} stellt dem Vorstand nach der Mittagspause die Planung vor.",
        "Das Ticket {ref} wurde geschlossen, nachdem der Kunde die Lösung bestätigt hat.",
        "Bitte melden Sie sich bei Ihrer Ankunft in {city} am Empfang an.",
        "Die Bibliothek verlängert ihre Öffnungszeiten während der Prüfungsphase.",
        "Die Konversionsrate stieg um {pct}, nachdem wir das Formular vereinfacht haben.",
        "Wir suchen eine Dateningenieurin für unser {team} in {city}.",
        "Alle Auftragnehmer benötigen vor dem Projektstart einen unterschriebenen Vertrag.",
        "Das Museum öffnet am {date} wieder mit einer neuen Ausstellung.",
        "Für den Nachmittag ist starker Regen angekündigt, deshalb findet das Fest drinnen statt.",
        "Die Sicherung läuft jede Nacht um {time} Uhr und wird dreißig Tage aufbewahrt.",
        "Vielen Dank für Ihre Geduld, während wir die verspäteten Zahlungen prüfen.",
        "{name} fragt, ob die Schulung für die Nachtschicht aufgezeichnet werden kann.",
        "Die Begründung für die neue Regelung finden Sie im Anhang.",
        "Unser Büro bleibt am {day} wegen des Feiertags geschlossen.",
        "Bitte ändern Sie Ihr Passwort, bevor das alte nächste Woche abläuft.",
        "Das Kundenfeedback ist weiterhin positiv, nur die Lieferzeiten sind zu lang.",
        "Die Bestellung {ref} enthält {num} Artikel und wird morgen versendet.",
        "Der Vertrag verlängert sich automatisch, sofern niemand schriftlich kündigt.",
        "Die Prüfung ergab kleinere Lücken bei der Archivierung der Besucherlisten.",
        "Neue Mitarbeitende erhalten einen Laptop, einen Ausweis und ein Willkommenspaket.",
        "Der Drucker im dritten Stock hat schon wieder keinen Toner mehr.",
        "Die Feldversuche werden im Frühjahr in {city} fortgesetzt.",
    ],
    "fr": [
        "Le rapport trimestriel montre une croissance régulière dans toutes les régions.",
        "Merci de relire le brouillon avant notre appel de {day} à {time}.",
        "{name} a confirmé que la livraison a quitté l'entrepôt de {city} ce matin.",
        "Nous avons reporté la mise en production au {date} pour que l'{team} termine la migration.",
        "La facture de {amount} reste impayée et la relance part {day}.",
        "Notre enquête a reçu {num} réponses et la plupart demandent un support plus long.",
        "Le colis est arrivé abîmé, nous avons donc demandé un remplacement.",
        "L'accès au serveur de test sera limité pendant la maintenance.",
        "Si le problème persiste, videz le cache puis redémarrez l'application.",
        "Le comité a validé le budget, mais les frais de déplacement restent plafonnés.",
        "{first} présentera la feuille de route au conseil après la pause déjeuner.",
        "Le ticket {ref} a été fermé après la confirmation du client.",
        "Merci de vous présenter à l'accueil à votre arrivée à {city}.",
        "La bibliothèque prolonge ses horaires pendant la période des examens.",
        "Le taux de conversion a augmenté de {pct} après la simplification du formulaire.",
        "Nous recrutons un ingénieur de données pour rejoindre l'{team} à {city}.",
        "Chaque prestataire doit signer un contrat avant le lancement du projet.",
        "Le musée rouvre le {date} avec une nouvelle exposition de photographie.",
        "De fortes pluies sont attendues cet après-midi, la fête aura donc lieu à l'intérieur.",
        "Les sauvegardes tournent chaque nuit à {time} et sont conservées trente jours.",
        "Merci de votre patience pendant que nous analysons les paiements en retard.",
        "{name} demande si la formation peut être enregistrée pour l'équipe de nuit.",
        "Nos bureaux seront fermés {day} en raison du jour férié.",
        "Veuillez changer votre mot de passe avant son expiration la semaine prochaine.",
        "Les retours des clients restent positifs, mais les délais de livraison sont trop longs.",
        "La commande {ref} contient {num} articles et part demain de {city}.",
        "Le contrat se renouvelle automatiquement sauf résiliation écrite.",
        "L'audit a relevé quelques lacunes dans l'archivage des registres de visite.",
        "Les nouveaux collègues reçoivent un ordinateur, un badge et un livret d'accueil.",
        "L'imprimante du troisième étage n'a plus de toner.",
    ],
    "es": [
        "El informe trimestral muestra un crecimiento estable en todas las regiones.",
        "Por favor, revisa el borrador antes de nuestra llamada del {day} a las {time}.",
        "{name} confirmó que el envío salió esta mañana del almacén de {city}.",
        "Hemos movido el lanzamiento al {date} para que el {team} termine la migración.",
        "La factura de {amount} sigue pendiente y el recordatorio sale el {day}.",
        "La encuesta recibió {num} respuestas y la mayoría pide un horario de soporte más amplio.",
        "El paquete llegó dañado, así que solicitamos un reemplazo.",
        "El acceso al servidor de pruebas estará limitado durante el mantenimiento.",
        "Si el problema continúa, borra la caché y reinicia la aplicación.",
        "El comité aprobó el presupuesto, pero los gastos de viaje siguen limitados.",
        "{first} presentará la hoja de ruta a la dirección después del almuerzo.",
        "El ticket {ref} se cerró después de que el cliente confirmara la solución.",
        "Al llegar a {city}, preséntate en la recepción con tu identificación.",
        "La biblioteca amplía su horario durante la época de exámenes.",
        "La conversión subió un {pct} después de simplificar el formulario.",
        "Buscamos una ingeniera de datos para el {team} en {city}.",
        "Todos los proveedores necesitan un contrato firmado antes de empezar.",
        "El museo reabre el {date} con una nueva exposición de fotografía.",
        "Se esperan lluvias fuertes por la tarde, así que la fiesta será en el interior.",
        "Las copias de seguridad se hacen cada noche a las {time} y se guardan treinta días.",
        "Gracias por tu paciencia mientras revisamos los pagos retrasados.",
        "{name} pregunta si la formación se puede grabar para el turno de noche.",
        "Nuestra oficina estará cerrada el {day} por el festivo regional.",
        "Actualiza tu contraseña antes de que caduque la semana que viene.",
        "Las opiniones de los clientes siguen siendo positivas, aunque las entregas tardan demasiado.",
        "El pedido {ref} contiene {num} artículos y sale mañana desde {city}.",
        "El contrato se renueva automáticamente salvo cancelación por escrito.",
        "La auditoría encontró pequeñas lagunas en el archivo de visitas.",
        "Las personas nuevas reciben un portátil, una tarjeta y un paquete de bienvenida.",
        "La impresora de la tercera planta se ha quedado sin tóner otra vez.",
    ],
    "it": [
        "Il rapporto trimestrale mostra una crescita costante in tutte le regioni.",
        "Per favore rivedi la bozza prima della nostra chiamata di {day} alle {time}.",
        "{name} ha confermato che la spedizione è partita stamattina dal magazzino di {city}.",
        "Abbiamo spostato il rilascio al {date} per permettere al {team} di finire la migrazione.",
        "La fattura di {amount} è ancora aperta e il sollecito parte {day}.",
        "Il sondaggio ha raccolto {num} risposte e molti chiedono orari di assistenza più lunghi.",
        "Il pacco è arrivato danneggiato, quindi abbiamo chiesto una sostituzione.",
        "L'accesso al server di prova sarà limitato durante la manutenzione.",
        "Se il problema persiste, svuota la cache e riavvia l'applicazione.",
        "Il comitato ha approvato il budget, ma le spese di viaggio restano limitate.",
        "{first} presenterà la roadmap al consiglio dopo la pausa pranzo.",
        "Il ticket {ref} è stato chiuso dopo la conferma del cliente.",
        "Al tuo arrivo a {city} presentati alla reception con un documento.",
        "La biblioteca prolunga l'orario durante il periodo degli esami.",
        "La conversione è salita del {pct} dopo aver semplificato il modulo.",
        "Cerchiamo un ingegnere dei dati per il {team} di {city}.",
        "Ogni fornitore deve firmare un contratto prima dell'avvio del progetto.",
        "Il museo riapre il {date} con una nuova mostra fotografica.",
        "Nel pomeriggio è prevista pioggia forte, quindi la festa si terrà al chiuso.",
        "I backup partono ogni notte alle {time} e vengono conservati per trenta giorni.",
        "Grazie per la pazienza mentre verifichiamo i pagamenti in ritardo.",
        "{name} chiede se la formazione può essere registrata per il turno di notte.",
        "Il nostro ufficio resterà chiuso {day} per la festa patronale.",
        "Aggiorna la password prima che scada la settimana prossima.",
        "Il riscontro dei clienti resta positivo, anche se le consegne sono lente.",
        "L'ordine {ref} contiene {num} articoli e parte domani da {city}.",
        "Il contratto si rinnova automaticamente salvo disdetta scritta.",
        "La verifica ha trovato piccole lacune nell'archivio dei visitatori.",
        "I nuovi colleghi ricevono un portatile, un badge e un kit di benvenuto.",
        "La stampante del terzo piano ha di nuovo finito il toner.",
    ],
    "nl": [
        "Het kwartaalrapport laat in alle regio's een stabiele groei zien.",
        "Wil je het concept bekijken voor ons gesprek op {day} om {time}?",
        "{name} heeft bevestigd dat de zending vanochtend uit het magazijn in {city} is vertrokken.",
        "We hebben de release verschoven naar {date} zodat het {team} de migratie kan afronden.",
        "De factuur van {amount} staat nog open en de herinnering gaat op {day} de deur uit.",
        "Onze enquête kreeg {num} reacties en de meeste mensen willen langere openingstijden.",
        "Het pakket kwam beschadigd aan, dus we hebben een vervanging aangevraagd.",
        "Tijdens het onderhoud is de testserver beperkt bereikbaar.",
        "Blijft het probleem bestaan, leeg dan de cache en start de app opnieuw.",
        "De commissie heeft het budget goedgekeurd, maar reiskosten blijven beperkt.",
        "{first} presenteert de planning na de lunchpauze aan het bestuur.",
        "Ticket {ref} is gesloten nadat de klant de oplossing bevestigde.",
        "Meld je bij aankomst in {city} even bij de receptie.",
        "De bibliotheek is tijdens de tentamenperiode langer open.",
        "De conversie steeg met {pct} nadat we het formulier hadden vereenvoudigd.",
        "We zoeken een data-engineer voor het {team} in {city}.",
        "Alle leveranciers hebben een getekend contract nodig voordat het project start.",
        "Het museum gaat op {date} weer open met een nieuwe fototentoonstelling.",
        "Vanmiddag wordt zware regen verwacht, dus het feest gaat naar binnen.",
        "De back-ups draaien elke nacht om {time} en blijven dertig dagen bewaard.",
        "Bedankt voor je geduld terwijl we de vertraagde betalingen onderzoeken.",
        "{name} vraagt of de training voor de nachtploeg kan worden opgenomen.",
        "Ons kantoor is op {day} gesloten vanwege de feestdag.",
        "Wijzig je wachtwoord voordat het volgende week verloopt.",
        "De feedback van klanten blijft positief, al duren de leveringen te lang.",
        "Bestelling {ref} bevat {num} artikelen en wordt morgen vanuit {city} verzonden.",
        "Het contract wordt automatisch verlengd tenzij iemand schriftelijk opzegt.",
        "De audit vond kleine hiaten in het archief van bezoekerslijsten.",
        "Nieuwe collega's krijgen een laptop, een pasje en een welkomstpakket.",
        "De printer op de derde verdieping heeft alweer geen toner.",
    ],
}

# Short titles / subjects.
SUBJECTS = {
    "en": ["Quarterly report draft", "Shipment delayed", "Team offsite agenda", "Invoice reminder",
           "Password expires soon", "Welcome aboard!", "Server maintenance window", "Lunch on Friday?",
           "Contract renewal", "Feedback on the mockups", "Updated travel policy", "Weekly status"],
    "de": ["Entwurf Quartalsbericht", "Lieferung verspätet", "Agenda Teamausflug", "Zahlungserinnerung",
           "Passwort läuft ab", "Willkommen im Team!", "Wartungsfenster Server", "Mittagessen am Freitag?",
           "Vertragsverlängerung", "Feedback zu den Entwürfen", "Neue Reiserichtlinie", "Wochenstatus"],
    "fr": ["Brouillon du rapport", "Livraison retardée", "Programme du séminaire", "Relance de facture",
           "Mot de passe bientôt expiré", "Bienvenue !", "Maintenance du serveur", "Déjeuner vendredi ?",
           "Renouvellement du contrat", "Retours sur les maquettes", "Nouvelle politique de voyage"],
    "es": ["Borrador del informe", "Envío retrasado", "Agenda de la jornada", "Recordatorio de factura",
           "Tu contraseña caduca", "¡Bienvenida!", "Mantenimiento del servidor", "¿Comemos el viernes?",
           "Renovación del contrato", "Comentarios sobre el diseño", "Nueva política de viajes"],
    "it": ["Bozza del rapporto", "Spedizione in ritardo", "Programma della giornata", "Sollecito fattura",
           "Password in scadenza", "Benvenuta!", "Manutenzione del server", "Pranzo venerdì?",
           "Rinnovo del contratto", "Commenti sui bozzetti", "Nuova politica viaggi"],
    "nl": ["Concept kwartaalrapport", "Zending vertraagd", "Agenda teamuitje", "Betalingsherinnering",
           "Wachtwoord verloopt", "Welkom!", "Onderhoud server", "Lunch op vrijdag?",
           "Contractverlenging", "Feedback op de schetsen", "Nieuw reisbeleid", "Weekstatus"],
}

# UI chrome labels by key; every surface draws these in the page language.
UI = {
    "inbox": ["Inbox", "Posteingang", "Réception", "Recibidos", "In arrivo", "Postvak IN"],
    "sent": ["Sent", "Gesendet", "Envoyés", "Enviados", "Inviati", "Verzonden"],
    "drafts": ["Drafts", "Entwürfe", "Brouillons", "Borradores", "Bozze", "Concepten"],
    "archive": ["Archive", "Archiv", "Archives", "Archivo", "Archivio", "Archief"],
    "trash": ["Trash", "Papierkorb", "Corbeille", "Papelera", "Cestino", "Prullenbak"],
    "spam": ["Spam", "Spam", "Spam", "Spam", "Spam", "Spam"],
    "reply": ["Reply", "Antworten", "Répondre", "Responder", "Rispondi", "Beantwoorden"],
    "forward": ["Forward", "Weiterleiten", "Transférer", "Reenviar", "Inoltra", "Doorsturen"],
    "delete": ["Delete", "Löschen", "Supprimer", "Eliminar", "Elimina", "Verwijderen"],
    "send": ["Send", "Senden", "Envoyer", "Enviar", "Invia", "Verzenden"],
    "save": ["Save", "Speichern", "Enregistrer", "Guardar", "Salva", "Opslaan"],
    "cancel": ["Cancel", "Abbrechen", "Annuler", "Cancelar", "Annulla", "Annuleren"],
    "search": ["Search", "Suchen", "Rechercher", "Buscar", "Cerca", "Zoeken"],
    "settings": ["Settings", "Einstellungen", "Paramètres", "Ajustes", "Impostazioni", "Instellingen"],
    "help": ["Help", "Hilfe", "Aide", "Ayuda", "Aiuto", "Help"],
    "home": ["Home", "Startseite", "Accueil", "Inicio", "Home", "Start"],
    "profile": ["Profile", "Profil", "Profil", "Perfil", "Profilo", "Profiel"],
    "notifications": ["Notifications", "Benachrichtigungen", "Notifications", "Notificaciones",
                      "Notifiche", "Meldingen"],
    "messages": ["Messages", "Nachrichten", "Messages", "Mensajes", "Messaggi", "Berichten"],
    "files": ["Files", "Dateien", "Fichiers", "Archivos", "File", "Bestanden"],
    "documents": ["Documents", "Dokumente", "Documents", "Documentos", "Documenti", "Documenten"],
    "downloads": ["Downloads", "Downloads", "Téléchargements", "Descargas", "Download", "Downloads"],
    "desktop": ["Desktop", "Schreibtisch", "Bureau", "Escritorio", "Scrivania", "Bureaublad"],
    "name": ["Name", "Name", "Nom", "Nombre", "Nome", "Naam"],
    "size": ["Size", "Größe", "Taille", "Tamaño", "Dimensione", "Grootte"],
    "modified": ["Modified", "Geändert", "Modifié", "Modificado", "Modificato", "Gewijzigd"],
    "file": ["File", "Datei", "Fichier", "Archivo", "File", "Bestand"],
    "edit": ["Edit", "Bearbeiten", "Édition", "Editar", "Modifica", "Bewerken"],
    "view": ["View", "Ansicht", "Affichage", "Ver", "Visualizza", "Beeld"],
    "insert": ["Insert", "Einfügen", "Insertion", "Insertar", "Inserisci", "Invoegen"],
    "format": ["Format", "Format", "Format", "Formato", "Formato", "Opmaak"],
    "tools": ["Tools", "Extras", "Outils", "Herramientas", "Strumenti", "Extra"],
    "share": ["Share", "Teilen", "Partager", "Compartir", "Condividi", "Delen"],
    "comments": ["Comments", "Kommentare", "Commentaires", "Comentarios", "Commenti", "Opmerkingen"],
    "next": ["Next", "Weiter", "Suivant", "Siguiente", "Avanti", "Volgende"],
    "back": ["Back", "Zurück", "Retour", "Atrás", "Indietro", "Terug"],
    "submit": ["Submit", "Absenden", "Valider", "Enviar", "Invia", "Versturen"],
    "email": ["Email", "E-Mail", "E-mail", "Correo", "Email", "E-mail"],
    "password": ["Password", "Passwort", "Mot de passe", "Contraseña", "Password", "Wachtwoord"],
    "first_name": ["First name", "Vorname", "Prénom", "Nombre", "Nome", "Voornaam"],
    "last_name": ["Last name", "Nachname", "Nom", "Apellidos", "Cognome", "Achternaam"],
    "full_name": ["Full name", "Vollständiger Name", "Nom complet", "Nombre completo", "Nome completo",
                  "Volledige naam"],
    "street": ["Street", "Straße", "Rue", "Calle", "Via", "Straat"],
    "city": ["City", "Stadt", "Ville", "Ciudad", "Città", "Plaats"],
    "zip": ["Postal code", "PLZ", "Code postal", "Código postal", "CAP", "Postcode"],
    "country": ["Country", "Land", "Pays", "País", "Paese", "Land"],
    "phone": ["Phone", "Telefon", "Téléphone", "Teléfono", "Telefono", "Telefoon"],
    "total": ["Total", "Gesamt", "Total", "Total", "Totale", "Totaal"],
    "subtotal": ["Subtotal", "Zwischensumme", "Sous-total", "Subtotal", "Subtotale", "Subtotaal"],
    "checkout": ["Checkout", "Kasse", "Paiement", "Pagar", "Cassa", "Afrekenen"],
    "cart": ["Cart", "Warenkorb", "Panier", "Carrito", "Carrello", "Winkelwagen"],
    "add_to_cart": ["Add to cart", "In den Warenkorb", "Ajouter au panier", "Añadir al carrito",
                    "Aggiungi al carrello", "In winkelwagen"],
    "today": ["Today", "Heute", "Aujourd'hui", "Hoy", "Oggi", "Vandaag"],
    "week": ["Week", "Woche", "Semaine", "Semana", "Settimana", "Week"],
    "month": ["Month", "Monat", "Mois", "Mes", "Mese", "Maand"],
    "new": ["New", "Neu", "Nouveau", "Nuevo", "Nuovo", "Nieuw"],
    "open": ["Open", "Öffnen", "Ouvrir", "Abrir", "Apri", "Openen"],
    "close": ["Close", "Schließen", "Fermer", "Cerrar", "Chiudi", "Sluiten"],
    "status": ["Status", "Status", "Statut", "Estado", "Stato", "Status"],
    "overview": ["Overview", "Übersicht", "Aperçu", "Resumen", "Panoramica", "Overzicht"],
    "reports": ["Reports", "Berichte", "Rapports", "Informes", "Report", "Rapporten"],
    "accounts": ["Accounts", "Konten", "Comptes", "Cuentas", "Conti", "Rekeningen"],
    "transfers": ["Transfers", "Überweisungen", "Virements", "Transferencias", "Bonifici", "Overboekingen"],
    "balance": ["Balance", "Kontostand", "Solde", "Saldo", "Saldo", "Saldo"],
    "account": ["Account", "Konto", "Compte", "Cuenta", "Account", "Account"],
    "privacy": ["Privacy", "Datenschutz", "Confidentialité", "Privacidad", "Privacy", "Privacy"],
    "language": ["Language", "Sprache", "Langue", "Idioma", "Lingua", "Taal"],
    "appearance": ["Appearance", "Darstellung", "Apparence", "Apariencia", "Aspetto", "Weergave"],
    "security": ["Security", "Sicherheit", "Sécurité", "Seguridad", "Sicurezza", "Beveiliging"],
    "updates": ["Updates", "Updates", "Mises à jour", "Actualizaciones", "Aggiornamenti", "Updates"],
    "members": ["Members", "Mitglieder", "Membres", "Miembros", "Membri", "Leden"],
    "channels": ["Channels", "Kanäle", "Canaux", "Canales", "Canali", "Kanalen"],
    "threads": ["Threads", "Threads", "Fils", "Hilos", "Thread", "Threads"],
    "ingredients": ["Ingredients", "Zutaten", "Ingrédients", "Ingredientes", "Ingredienti", "Ingrediënten"],
    "preparation": ["Preparation", "Zubereitung", "Préparation", "Preparación", "Preparazione", "Bereiding"],
    "description": ["Description", "Beschreibung", "Description", "Descripción", "Descrizione", "Beschrijving"],
    "reviews": ["Reviews", "Bewertungen", "Avis", "Opiniones", "Recensioni", "Reviews"],
    "responsibilities": ["Responsibilities", "Aufgaben", "Missions", "Funciones", "Mansioni", "Taken"],
    "requirements": ["Requirements", "Anforderungen", "Profil", "Requisitos", "Requisiti", "Vereisten"],
    "apply": ["Apply", "Bewerben", "Postuler", "Solicitar", "Candidati", "Solliciteren"],
    "price": ["Price", "Preis", "Prix", "Precio", "Prezzo", "Prijs"],
    "quantity": ["Quantity", "Menge", "Quantité", "Cantidad", "Quantità", "Aantal"],
    "date": ["Date", "Datum", "Date", "Fecha", "Data", "Datum"],
    "amount": ["Amount", "Betrag", "Montant", "Importe", "Importo", "Bedrag"],
    "todo": ["To do", "Offen", "À faire", "Pendiente", "Da fare", "Te doen"],
    "in_progress": ["In progress", "In Arbeit", "En cours", "En curso", "In corso", "Bezig"],
    "done": ["Done", "Erledigt", "Terminé", "Hecho", "Fatto", "Klaar"],
    "events": ["Events", "Termine", "Événements", "Eventos", "Eventi", "Evenementen"],
    "tickets": ["Tickets", "Tickets", "Billets", "Entradas", "Biglietti", "Tickets"],
    "location": ["Location", "Ort", "Lieu", "Lugar", "Luogo", "Locatie"],
    "dashboard": ["Dashboard", "Dashboard", "Tableau de bord", "Panel", "Dashboard", "Dashboard"],
    "customers": ["Customers", "Kunden", "Clients", "Clientes", "Clienti", "Klanten"],
    "orders": ["Orders", "Bestellungen", "Commandes", "Pedidos", "Ordini", "Bestellingen"],
    "revenue": ["Revenue", "Umsatz", "Chiffre d'affaires", "Ingresos", "Fatturato", "Omzet"],
    "questions": ["Questions", "Fragen", "Questions", "Preguntas", "Domande", "Vragen"],
    "contact": ["Contact", "Kontakt", "Contact", "Contacto", "Contatti", "Contact"],
    "menu": ["Menu", "Speisekarte", "Carte", "Carta", "Menù", "Menukaart"],
    "starters": ["Starters", "Vorspeisen", "Entrées", "Entrantes", "Antipasti", "Voorgerechten"],
    "mains": ["Mains", "Hauptgerichte", "Plats", "Principales", "Secondi", "Hoofdgerechten"],
    "desserts": ["Desserts", "Desserts", "Desserts", "Postres", "Dolci", "Desserts"],
    "terms": ["Terms", "Bedingungen", "Conditions", "Condiciones", "Termini", "Voorwaarden"],
    "chapter": ["Chapter", "Kapitel", "Chapitre", "Capítulo", "Capitolo", "Hoofdstuk"],
    "page": ["Page", "Seite", "Page", "Página", "Pagina", "Pagina"],
    "results": ["results", "Ergebnisse", "résultats", "resultados", "risultati", "resultaten"],
    "news": ["News", "Nachrichten", "Actualités", "Noticias", "Notizie", "Nieuws"],
    "images": ["Images", "Bilder", "Images", "Imágenes", "Immagini", "Afbeeldingen"],
    "maps": ["Maps", "Karten", "Cartes", "Mapas", "Mappe", "Kaarten"],
    "tasks": ["Tasks", "Aufgaben", "Tâches", "Tareas", "Attività", "Taken"],
    "notes": ["Notes", "Notizen", "Notes", "Notas", "Note", "Notities"],
    "calendar": ["Calendar", "Kalender", "Agenda", "Calendario", "Calendario", "Agenda"],
    "library": ["Library", "Bibliothek", "Bibliothèque", "Biblioteca", "Libreria", "Bibliotheek"],
}


def ui(key: str, lang: str) -> str:
    return UI[key][LANGS.index(lang)]


# Spreadsheet column kinds: header label per language and a value maker in gen_sheets.
SHEET_HEADERS = {
    "name": ["Name", "Name", "Nom", "Nombre", "Nome", "Naam"],
    "email": ["Email", "E-Mail", "Courriel", "Correo electrónico", "Email", "E-mail"],
    "city": ["City", "Stadt", "Ville", "Ciudad", "Città", "Plaats"],
    "country": ["Country", "Land", "Pays", "País", "Paese", "Land"],
    "category": ["Category", "Kategorie", "Catégorie", "Categoría", "Categoria", "Categorie"],
    "status": ["Status", "Status", "Statut", "Estado", "Stato", "Status"],
    "amount": ["Amount", "Betrag", "Montant", "Importe", "Importo", "Bedrag"],
    "date": ["Date", "Datum", "Date", "Fecha", "Data", "Datum"],
    "department": ["Department", "Abteilung", "Service", "Departamento", "Reparto", "Afdeling"],
    "product": ["Product", "Produkt", "Produit", "Producto", "Prodotto", "Product"],
    "qty": ["Qty", "Menge", "Qté", "Cant.", "Qtà", "Aantal"],
    "price": ["Unit price", "Einzelpreis", "Prix unitaire", "Precio unitario", "Prezzo unitario", "Stukprijs"],
    "ref": ["Ref", "Ref.", "Réf.", "Ref.", "Rif.", "Ref."],
    "phone": ["Phone", "Telefon", "Téléphone", "Teléfono", "Telefono", "Telefoon"],
    "region": ["Region", "Region", "Région", "Región", "Regione", "Regio"],
    "pct": ["Share", "Anteil", "Part", "Cuota", "Quota", "Aandeel"],
    "score": ["Score", "Punkte", "Score", "Puntuación", "Punteggio", "Score"],
    "owner": ["Owner", "Verantwortlich", "Responsable", "Responsable", "Referente", "Eigenaar"],
}
SHEET_VALUES = {
    "category": {
        "en": ["Peripherals", "Storage", "Mobile", "Accessories", "Wearables", "Electronics", "Furniture", "Networking"],
        "de": ["Peripherie", "Speicher", "Mobil", "Zubehör", "Wearables", "Elektronik", "Möbel", "Netzwerk"],
        "fr": ["Périphériques", "Stockage", "Mobile", "Accessoires", "Objets connectés", "Électronique", "Mobilier", "Réseau"],
        "es": ["Periféricos", "Almacenamiento", "Móvil", "Accesorios", "Wearables", "Electrónica", "Muebles", "Redes"],
        "it": ["Periferiche", "Archiviazione", "Mobile", "Accessori", "Indossabili", "Elettronica", "Arredo", "Rete"],
        "nl": ["Randapparatuur", "Opslag", "Mobiel", "Accessoires", "Wearables", "Elektronica", "Meubilair", "Netwerk"],
    },
    "status": {
        "en": ["Approved", "Pending", "Rejected", "Shipped", "Draft", "Paid", "Overdue"],
        "de": ["Genehmigt", "Offen", "Abgelehnt", "Versendet", "Entwurf", "Bezahlt", "Überfällig"],
        "fr": ["Approuvé", "En attente", "Refusé", "Expédié", "Brouillon", "Payé", "En retard"],
        "es": ["Aprobado", "Pendiente", "Rechazado", "Enviado", "Borrador", "Pagado", "Vencido"],
        "it": ["Approvato", "In attesa", "Respinto", "Spedito", "Bozza", "Pagato", "Scaduto"],
        "nl": ["Goedgekeurd", "In behandeling", "Afgewezen", "Verzonden", "Concept", "Betaald", "Te laat"],
    },
    "department": {
        "en": ["Sales", "Support", "Finance", "Marketing", "Operations", "Legal", "HR", "Engineering"],
        "de": ["Vertrieb", "Support", "Finanzen", "Marketing", "Betrieb", "Recht", "Personal", "Technik"],
        "fr": ["Ventes", "Support", "Finance", "Marketing", "Opérations", "Juridique", "RH", "Ingénierie"],
        "es": ["Ventas", "Soporte", "Finanzas", "Marketing", "Operaciones", "Legal", "RR. HH.", "Ingeniería"],
        "it": ["Vendite", "Assistenza", "Finanza", "Marketing", "Operazioni", "Legale", "Risorse umane", "Ingegneria"],
        "nl": ["Verkoop", "Support", "Financiën", "Marketing", "Operaties", "Juridisch", "HR", "Techniek"],
    },
    "region": {
        "en": ["North", "South", "East", "West", "Central"],
        "de": ["Nord", "Süd", "Ost", "West", "Mitte"],
        "fr": ["Nord", "Sud", "Est", "Ouest", "Centre"],
        "es": ["Norte", "Sur", "Este", "Oeste", "Centro"],
        "it": ["Nord", "Sud", "Est", "Ovest", "Centro"],
        "nl": ["Noord", "Zuid", "Oost", "West", "Midden"],
    },
}

INVOICE_LABELS = {
    "title": ["INVOICE", "RECHNUNG", "FACTURE", "FACTURA", "FATTURA", "FACTUUR"],
    "number": ["Invoice no.", "Rechnungsnr.", "Facture n°", "N.º de factura", "Fattura n.", "Factuurnr."],
    "date": ["Invoice date", "Rechnungsdatum", "Date de facture", "Fecha de factura", "Data fattura", "Factuurdatum"],
    "due": ["Due date", "Fällig am", "Échéance", "Vencimiento", "Scadenza", "Vervaldatum"],
    "bill_to": ["Bill to", "Rechnung an", "Facturé à", "Facturar a", "Fatturare a", "Factuur aan"],
    "from": ["From", "Von", "De", "De", "Da", "Van"],
    "description": ["Description", "Beschreibung", "Description", "Descripción", "Descrizione", "Omschrijving"],
    "qty": ["Qty", "Menge", "Qté", "Cant.", "Q.tà", "Aantal"],
    "unit": ["Unit price", "Einzelpreis", "Prix unitaire", "Precio unit.", "Prezzo unit.", "Stukprijs"],
    "amount": ["Amount", "Betrag", "Montant", "Importe", "Importo", "Bedrag"],
    "subtotal": ["Subtotal", "Zwischensumme", "Sous-total", "Subtotal", "Imponibile", "Subtotaal"],
    "tax": ["VAT", "USt.", "TVA", "IVA", "IVA", "btw"],
    "total": ["Total due", "Gesamtbetrag", "Total TTC", "Total", "Totale", "Totaal"],
    "bank": ["Bank details", "Bankverbindung", "Coordonnées bancaires", "Datos bancarios", "Coordinate bancarie",
             "Bankgegevens"],
    "vat_id": ["VAT ID", "USt-IdNr.", "N° TVA", "NIF", "P. IVA", "Btw-nr."],
    "phone": ["Phone", "Tel.", "Tél.", "Tel.", "Tel.", "Tel."],
    "thanks": ["Thank you for your business.", "Vielen Dank für Ihren Auftrag.", "Merci pour votre confiance.",
               "Gracias por su confianza.", "Grazie per la fiducia.", "Bedankt voor uw opdracht."],
    "terms": ["Payment within 14 days.", "Zahlbar innerhalb von 14 Tagen.", "Paiement à 14 jours.",
              "Pago en 14 días.", "Pagamento entro 14 giorni.", "Betaling binnen 14 dagen."],
}
VAT_PREFIX = {"en": "GB", "de": "DE", "fr": "FR", "es": "ES", "it": "IT", "nl": "NL"}
TAX_RATE = {"en": 20, "de": 19, "fr": 20, "es": 21, "it": 22, "nl": 21}


# --- slot filling ---------------------------------------------------------------------------

def person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def email_for(name: str, rng: random.Random) -> str:
    first, last = name.split(" ", 1)
    last = last.replace(" ", "").lower()
    for a, b in (("ä", "a"), ("ö", "o"), ("ü", "u"), ("é", "e"), ("á", "a"), ("ó", "o"), ("í", "i")):
        last, first = last.replace(a, b), first.replace(a, b)
    fmt = rng.choice(["{f}.{l}", "{f0}{l}", "{f}{n}", "{l}.{f}"])
    local = fmt.format(f=first.lower(), l=last, f0=first[0].lower(), n=rng.randint(1, 99))
    return f"{local}@{rng.choice(DOMAINS)}"


def money(value: float, lang: str, currency: str | None = None) -> str:
    whole, cents = divmod(int(round(value * 100)), 100)
    if lang == "en":
        return f"{currency or '$'}{whole:,}.{cents:02d}"
    grouped = f"{whole:,}".replace(",", ".")
    sym = currency or "€"
    if lang in ("it", "nl"):
        return f"{sym} {grouped},{cents:02d}"
    if lang == "fr":
        return f"{whole},{cents:02d} {sym}" if whole < 1000 else f"{grouped},{cents:02d} {sym}"
    return f"{grouped},{cents:02d} {sym}"


def date_str(lang: str, y: int, m: int, d: int, style: str = "numeric") -> str:
    if style == "long":
        mon = MONTHS[lang][m - 1]
        if lang == "en":
            return f"{mon} {d}, {y}"
        if lang == "de":
            return f"{d}. {mon} {y}"
        return f"{d} {mon} {y}"
    if lang == "en":
        return f"{y}-{m:02d}-{d:02d}"
    if lang == "de":
        return f"{d:02d}.{m:02d}.{y}"
    if lang == "nl":
        return f"{d:02d}-{m:02d}-{y}"
    return f"{d:02d}/{m:02d}/{y}"


def random_date(rng: random.Random, lang: str, style: str = "numeric") -> str:
    return date_str(lang, rng.choice([2025, 2026]), rng.randint(1, 12), rng.randint(1, 28), style)


def zip_code(rng: random.Random, lang: str) -> str:
    fmt = ZIP_FORMAT[lang]
    out = fmt.replace("{d5}", f"{rng.randint(10000, 99999)}").replace("{d4}", f"{rng.randint(1000, 9999)}")
    while "{A}" in out:
        out = out.replace("{A}", rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"), 1)
    while "{d}" in out:
        out = out.replace("{d}", str(rng.randint(1, 9)), 1)
    return out


def ref_id(rng: random.Random) -> str:
    return f"{rng.choice(['ORD', 'INV', 'TKT', 'REF', 'SKU', 'EMP', 'OPS'])}-{rng.randint(1000, 99999)}"


def fill(template: str, rng: random.Random, lang: str) -> str:
    slots = {
        "name": person(rng),
        "first": rng.choice(FIRST_NAMES),
        "city": rng.choice(CITIES[lang]),
        "day": rng.choice(WEEKDAYS[lang]),
        "date": random_date(rng, lang, rng.choice(["numeric", "long"])),
        "time": f"{rng.randint(8, 17)}:{rng.choice(['00', '15', '30', '45'])}",
        "num": str(rng.randint(3, 480)),
        "amount": money(rng.randint(40, 9000) + rng.choice([0, 0.5, 0.99, 0.25]), lang),
        "product": rng.choice(PRODUCTS[lang]),
        "team": rng.choice(TEAMS[lang]),
        "ref": ref_id(rng),
        "pct": f"{rng.randint(2, 38)}%",
        "month": rng.choice(MONTHS[lang]),
    }
    return template.format(**slots)


def sentences(rng: random.Random, lang: str, k: int) -> list[str]:
    pool = SENTENCES[lang]
    picks = rng.sample(range(len(pool)), min(k, len(pool)))
    return [fill(pool[i], rng, lang) for i in picks]


def paragraph(rng: random.Random, lang: str, lo: int = 2, hi: int = 4) -> list[str]:
    return sentences(rng, lang, rng.randint(lo, hi))


# --- topical snippets for specific surfaces (so a menu reads like a menu) -------------------------

DISHES = {
    "en": [("Tomato soup", "Slow-roasted tomatoes, basil oil and a slice of sourdough."),
           ("Grilled salmon", "Served with lemon butter, green beans and new potatoes."),
           ("Mushroom risotto", "Arborio rice, wild mushrooms, parmesan and fresh thyme."),
           ("Caesar salad", "Romaine hearts, anchovy dressing, croutons and shaved parmesan."),
           ("Beef stew", "Braised for six hours with carrots, onions and red wine."),
           ("Lemon tart", "Crisp pastry, tangy lemon curd and a spoon of cream."),
           ("Apple crumble", "Baked apples under an oat crumble, with vanilla custard."),
           ("Chocolate mousse", "Dark chocolate, sea salt and a hazelnut biscuit.")],
    "de": [("Tomatensuppe", "Geröstete Tomaten, Basilikumöl und eine Scheibe Sauerteigbrot."),
           ("Gegrillter Lachs", "Mit Zitronenbutter, grünen Bohnen und neuen Kartoffeln."),
           ("Pilzrisotto", "Arborio-Reis, Waldpilze, Parmesan und frischer Thymian."),
           ("Rindergulasch", "Sechs Stunden geschmort, mit Paprika und Semmelknödel."),
           ("Zitronentarte", "Knuspriger Mürbeteig mit Zitronencreme und Sahne."),
           ("Apfelstrudel", "Warm serviert mit Vanillesoße und Zimt."),
           ("Schokoladenmousse", "Dunkle Schokolade, Meersalz und Haselnusskeks.")],
    "fr": [("Soupe de tomates", "Tomates rôties, huile de basilic et pain au levain."),
           ("Saumon grillé", "Beurre citronné, haricots verts et pommes de terre nouvelles."),
           ("Risotto aux champignons", "Riz arborio, champignons des bois, parmesan et thym."),
           ("Bœuf bourguignon", "Mijoté six heures au vin rouge avec carottes et oignons."),
           ("Tarte au citron", "Pâte sablée, crème de citron et meringue légère."),
           ("Mousse au chocolat", "Chocolat noir, fleur de sel et biscuit aux noisettes.")],
    "es": [("Sopa de tomate", "Tomates asados, aceite de albahaca y pan de masa madre."),
           ("Salmón a la plancha", "Con mantequilla de limón, judías verdes y patatas nuevas."),
           ("Risotto de setas", "Arroz arborio, setas silvestres, parmesano y tomillo."),
           ("Estofado de ternera", "Guisado seis horas con zanahorias, cebolla y vino tinto."),
           ("Tarta de limón", "Masa crujiente, crema de limón y nata montada."),
           ("Mousse de chocolate", "Chocolate negro, sal marina y galleta de avellana.")],
    "it": [("Zuppa di pomodoro", "Pomodori arrosto, olio al basilico e pane a lievitazione naturale."),
           ("Salmone alla griglia", "Con burro al limone, fagiolini e patate novelle."),
           ("Risotto ai funghi", "Riso arborio, funghi di bosco, parmigiano e timo."),
           ("Spezzatino", "Cotto per sei ore con carote, cipolle e vino rosso."),
           ("Crostata al limone", "Pasta frolla, crema al limone e panna."),
           ("Mousse al cioccolato", "Cioccolato fondente, sale marino e biscotto alla nocciola.")],
    "nl": [("Tomatensoep", "Geroosterde tomaten, basilicumolie en een snee zuurdesembrood."),
           ("Gegrilde zalm", "Met citroenboter, sperziebonen en nieuwe aardappelen."),
           ("Paddenstoelenrisotto", "Arboriorijst, bospaddenstoelen, parmezaan en tijm."),
           ("Stoofvlees", "Zes uur gestoofd met wortel, ui en rode wijn."),
           ("Citroentaart", "Krokant deeg, citroencrème en slagroom."),
           ("Chocolademousse", "Pure chocolade, zeezout en een hazelnootkoekje.")],
}

QUESTIONS = {
    "en": ["How do I reset my password?", "Can I change my delivery address after ordering?",
           "When will I receive my invoice?", "How long does a refund take?", "Which payment methods do you accept?",
           "Can I add a colleague to my account?", "How do I export my data?", "Is my data stored in the EU?",
           "How satisfied are you with your workload?", "Would you recommend the team to a friend?",
           "What should we change about the weekly meeting?", "How clear are the goals for this quarter?"],
    "de": ["Wie setze ich mein Passwort zurück?", "Kann ich die Lieferadresse nach der Bestellung ändern?",
           "Wann erhalte ich meine Rechnung?", "Wie lange dauert eine Rückerstattung?",
           "Welche Zahlungsarten werden akzeptiert?", "Wie exportiere ich meine Daten?",
           "Werden meine Daten in der EU gespeichert?", "Wie zufrieden sind Sie mit Ihrer Arbeitsbelastung?",
           "Was sollten wir an der Wochenbesprechung ändern?", "Wie klar sind die Ziele für dieses Quartal?"],
    "fr": ["Comment réinitialiser mon mot de passe ?", "Puis-je modifier l'adresse de livraison après la commande ?",
           "Quand vais-je recevoir ma facture ?", "Combien de temps prend un remboursement ?",
           "Quels moyens de paiement acceptez-vous ?", "Comment exporter mes données ?",
           "Mes données sont-elles stockées dans l'UE ?", "Êtes-vous satisfait de votre charge de travail ?",
           "Que faudrait-il changer dans la réunion hebdomadaire ?", "Les objectifs du trimestre sont-ils clairs ?"],
    "es": ["¿Cómo restablezco mi contraseña?", "¿Puedo cambiar la dirección de entrega después del pedido?",
           "¿Cuándo recibiré mi factura?", "¿Cuánto tarda un reembolso?", "¿Qué métodos de pago aceptan?",
           "¿Cómo exporto mis datos?", "¿Se guardan mis datos en la UE?",
           "¿Estás satisfecho con tu carga de trabajo?", "¿Qué cambiarías de la reunión semanal?",
           "¿Están claros los objetivos de este trimestre?"],
    "it": ["Come reimposto la password?", "Posso cambiare l'indirizzo di consegna dopo l'ordine?",
           "Quando riceverò la fattura?", "Quanto tempo richiede un rimborso?", "Quali metodi di pagamento accettate?",
           "Come esporto i miei dati?", "I miei dati sono conservati nell'UE?",
           "Sei soddisfatto del tuo carico di lavoro?", "Cosa cambieresti della riunione settimanale?",
           "Gli obiettivi di questo trimestre sono chiari?"],
    "nl": ["Hoe stel ik mijn wachtwoord opnieuw in?", "Kan ik het afleveradres na de bestelling nog wijzigen?",
           "Wanneer ontvang ik mijn factuur?", "Hoe lang duurt een terugbetaling?", "Welke betaalmethoden accepteren jullie?",
           "Hoe exporteer ik mijn gegevens?", "Worden mijn gegevens in de EU opgeslagen?",
           "Hoe tevreden ben je over je werkdruk?", "Wat moeten we aan het weekoverleg veranderen?",
           "Zijn de doelen voor dit kwartaal duidelijk?"],
}

TASKS = {
    "en": ["Update the onboarding checklist", "Fix the broken link in the footer", "Book a room for the review",
           "Send the signed contract to legal", "Renew the SSL certificate", "Prepare slides for the board meeting",
           "Order new toner for the third floor", "Migrate the billing cron job", "Call the supplier about the delay",
           "Archive last year's invoices", "Write release notes for version 2.4", "Review the travel expense claims"],
    "de": ["Onboarding-Checkliste aktualisieren", "Defekten Link im Footer reparieren", "Raum für das Review buchen",
           "Unterschriebenen Vertrag an die Rechtsabteilung senden", "SSL-Zertifikat erneuern",
           "Folien für die Vorstandssitzung vorbereiten", "Neuen Toner für den dritten Stock bestellen",
           "Lieferanten wegen der Verzögerung anrufen", "Rechnungen vom Vorjahr archivieren",
           "Versionshinweise für 2.4 schreiben", "Reisekostenabrechnungen prüfen"],
    "fr": ["Mettre à jour la liste d'accueil", "Corriger le lien cassé du pied de page", "Réserver une salle pour la revue",
           "Envoyer le contrat signé au service juridique", "Renouveler le certificat SSL",
           "Préparer les diapositives du conseil", "Commander du toner pour le troisième étage",
           "Appeler le fournisseur au sujet du retard", "Archiver les factures de l'an dernier",
           "Rédiger les notes de version 2.4", "Vérifier les notes de frais"],
    "es": ["Actualizar la lista de bienvenida", "Arreglar el enlace roto del pie de página", "Reservar sala para la revisión",
           "Enviar el contrato firmado a legal", "Renovar el certificado SSL", "Preparar diapositivas para la junta",
           "Pedir tóner para la tercera planta", "Llamar al proveedor por el retraso", "Archivar las facturas del año pasado",
           "Escribir las notas de la versión 2.4", "Revisar los gastos de viaje"],
    "it": ["Aggiornare la checklist di inserimento", "Correggere il link rotto nel footer", "Prenotare una sala per la revisione",
           "Inviare il contratto firmato all'ufficio legale", "Rinnovare il certificato SSL",
           "Preparare le slide per il consiglio", "Ordinare il toner per il terzo piano",
           "Chiamare il fornitore per il ritardo", "Archiviare le fatture dell'anno scorso",
           "Scrivere le note di rilascio 2.4", "Controllare le note spese"],
    "nl": ["Onboardingchecklist bijwerken", "Kapotte link in de footer herstellen", "Zaal boeken voor de review",
           "Getekend contract naar juridische zaken sturen", "SSL-certificaat vernieuwen",
           "Slides voor de bestuursvergadering maken", "Nieuwe toner bestellen voor de derde verdieping",
           "Leverancier bellen over de vertraging", "Facturen van vorig jaar archiveren",
           "Releasenotes voor versie 2.4 schrijven", "Declaraties voor reiskosten controleren"],
}

LOG_LINES = {
    "en": ["Connection to db-02 restored after {n} retries.", "Request to /api/orders took {n} ms.",
           "User {first} signed in from a new device.", "Payment webhook rejected: invalid signature.",
           "Cache warmed with {n} entries.", "Disk usage on /var reached {p}.", "Job nightly-backup finished in {n} s.",
           "Token refresh failed for client {ref}.", "Rate limit exceeded for tenant {ref}.",
           "Export of {n} invoices queued."],
    "de": ["Verbindung zu db-02 nach {n} Versuchen wiederhergestellt.", "Anfrage an /api/orders dauerte {n} ms.",
           "Benutzer {first} hat sich von einem neuen Gerät angemeldet.", "Zahlungs-Webhook abgelehnt: ungültige Signatur.",
           "Cache mit {n} Einträgen vorgeladen.", "Speicherbelegung auf /var bei {p}.",
           "Job nightly-backup nach {n} s beendet.", "Export von {n} Rechnungen eingeplant."],
    "fr": ["Connexion à db-02 rétablie après {n} tentatives.", "La requête /api/orders a pris {n} ms.",
           "L'utilisateur {first} s'est connecté depuis un nouvel appareil.", "Webhook de paiement refusé : signature invalide.",
           "Cache préchargé avec {n} entrées.", "Occupation du disque /var à {p}.",
           "Tâche nightly-backup terminée en {n} s.", "Export de {n} factures mis en file d'attente."],
    "es": ["Conexión con db-02 restablecida tras {n} intentos.", "La petición a /api/orders tardó {n} ms.",
           "El usuario {first} inició sesión desde un dispositivo nuevo.", "Webhook de pago rechazado: firma no válida.",
           "Caché precargada con {n} entradas.", "Uso de disco en /var al {p}.",
           "Tarea nightly-backup terminada en {n} s.", "Exportación de {n} facturas en cola."],
    "it": ["Connessione a db-02 ripristinata dopo {n} tentativi.", "La richiesta a /api/orders ha impiegato {n} ms.",
           "L'utente {first} ha effettuato l'accesso da un nuovo dispositivo.", "Webhook di pagamento rifiutato: firma non valida.",
           "Cache precaricata con {n} voci.", "Utilizzo del disco su /var al {p}.",
           "Job nightly-backup completato in {n} s.", "Esportazione di {n} fatture in coda."],
    "nl": ["Verbinding met db-02 hersteld na {n} pogingen.", "Verzoek naar /api/orders duurde {n} ms.",
           "Gebruiker {first} heeft zich aangemeld vanaf een nieuw apparaat.", "Betalingswebhook geweigerd: ongeldige handtekening.",
           "Cache gevuld met {n} items.", "Schijfgebruik op /var op {p}.", "Taak nightly-backup klaar in {n} s.",
           "Export van {n} facturen ingepland."],
}

PRODUCT_BLURBS = {
    "en": ["Built from recycled aluminium with a matte finish that hides fingerprints.",
           "Sets up in minutes and works with every major operating system.",
           "The adjustable arm keeps your desk clear and your neck relaxed.",
           "Backed by a two-year warranty and free returns within thirty days.",
           "Great value for money, although the cable could be a little longer.",
           "Arrived a day early and feels much sturdier than my old one."],
    "de": ["Aus recyceltem Aluminium mit matter Oberfläche, die Fingerabdrücke verbirgt.",
           "In wenigen Minuten eingerichtet und mit allen gängigen Systemen kompatibel.",
           "Der verstellbare Arm hält den Schreibtisch frei und entlastet den Nacken.",
           "Zwei Jahre Garantie und kostenlose Rücksendung innerhalb von dreißig Tagen.",
           "Gutes Preis-Leistungs-Verhältnis, nur das Kabel könnte länger sein.",
           "Einen Tag früher geliefert und deutlich stabiler als mein altes Modell."],
    "fr": ["Fabriqué en aluminium recyclé avec une finition mate qui cache les traces de doigts.",
           "S'installe en quelques minutes et fonctionne avec tous les systèmes courants.",
           "Le bras réglable libère le bureau et soulage la nuque.",
           "Garantie de deux ans et retours gratuits pendant trente jours.",
           "Bon rapport qualité-prix, même si le câble pourrait être plus long.",
           "Livré un jour en avance et bien plus solide que mon ancien modèle."],
    "es": ["Fabricado con aluminio reciclado y un acabado mate que oculta las huellas.",
           "Se configura en minutos y funciona con todos los sistemas habituales.",
           "El brazo ajustable despeja el escritorio y relaja el cuello.",
           "Dos años de garantía y devoluciones gratuitas durante treinta días.",
           "Buena relación calidad-precio, aunque el cable podría ser más largo.",
           "Llegó un día antes y es mucho más robusto que el anterior."],
    "it": ["Realizzato in alluminio riciclato con una finitura opaca che nasconde le impronte.",
           "Si configura in pochi minuti e funziona con tutti i sistemi più diffusi.",
           "Il braccio regolabile libera la scrivania e rilassa il collo.",
           "Garanzia di due anni e resi gratuiti entro trenta giorni.",
           "Ottimo rapporto qualità-prezzo, anche se il cavo potrebbe essere più lungo.",
           "Arrivato con un giorno di anticipo e molto più solido del precedente."],
    "nl": ["Gemaakt van gerecycled aluminium met een matte afwerking die vingerafdrukken verbergt.",
           "In een paar minuten ingesteld en werkt met alle gangbare systemen.",
           "De verstelbare arm houdt je bureau vrij en je nek ontspannen.",
           "Twee jaar garantie en gratis retourneren binnen dertig dagen.",
           "Prima prijs-kwaliteitverhouding, al mag de kabel iets langer zijn.",
           "Een dag eerder geleverd en veel steviger dan mijn oude exemplaar."],
}

RECIPE_STEPS = {
    "en": ["Separate the eggs and whisk the whites until stiff peaks form.",
           "Mix the ricotta, yolks, lemon zest and flour into a smooth batter.",
           "Fold the whites into the batter with a spatula, a third at a time.",
           "Cook small pancakes in a buttered pan for two minutes on each side.",
           "Serve warm with berries and a spoon of honey."],
    "de": ["Eier trennen und das Eiweiß steif schlagen.", "Ricotta, Eigelb, Zitronenabrieb und Mehl glatt verrühren.",
           "Den Eischnee in drei Portionen unter den Teig heben.",
           "Kleine Pfannkuchen in Butter von jeder Seite zwei Minuten backen.",
           "Warm mit Beeren und einem Löffel Honig servieren."],
    "fr": ["Séparer les œufs et monter les blancs en neige ferme.",
           "Mélanger la ricotta, les jaunes, le zeste et la farine.", "Incorporer les blancs en trois fois à la spatule.",
           "Cuire de petits pancakes deux minutes de chaque côté.", "Servir tiède avec des fruits rouges et du miel."],
    "es": ["Separa los huevos y monta las claras a punto de nieve.",
           "Mezcla la ricotta, las yemas, la ralladura y la harina.", "Incorpora las claras en tres veces con una espátula.",
           "Cocina tortitas pequeñas dos minutos por cada lado.", "Sirve templado con frutos rojos y miel."],
    "it": ["Separa le uova e monta gli albumi a neve ferma.", "Mescola ricotta, tuorli, scorza di limone e farina.",
           "Incorpora gli albumi in tre volte con una spatola.", "Cuoci piccoli pancake due minuti per lato.",
           "Servi tiepido con frutti di bosco e miele."],
    "nl": ["Splits de eieren en klop de eiwitten stijf.", "Meng ricotta, eidooiers, citroenrasp en bloem tot een glad beslag.",
           "Spatel de eiwitten in drie delen door het beslag.", "Bak kleine pannenkoeken twee minuten per kant.",
           "Serveer warm met bessen en een lepel honing."],
}

JOB_BULLETS = {
    "en": ["Design and maintain reliable data pipelines for billing and reporting.",
           "Work closely with analysts to model new sources.", "Review code and mentor two junior engineers.",
           "Five years of experience with Python and SQL.", "Comfortable with cloud warehouses and orchestration tools.",
           "Clear written communication in English."],
    "de": ["Zuverlässige Datenpipelines für Abrechnung und Reporting entwickeln.",
           "Eng mit dem Analytics-Team an neuen Datenquellen arbeiten.", "Code-Reviews und Betreuung von zwei Junioren.",
           "Fünf Jahre Erfahrung mit Python und SQL.", "Sicherer Umgang mit Cloud-Datenbanken.",
           "Sehr gute Deutsch- und Englischkenntnisse."],
    "fr": ["Concevoir des pipelines de données fiables pour la facturation.", "Travailler avec les analystes sur de nouvelles sources.",
           "Relire le code et accompagner deux profils juniors.", "Cinq ans d'expérience avec Python et SQL.",
           "Bonne maîtrise des entrepôts de données dans le cloud.", "Excellente communication écrite."],
    "es": ["Diseñar canalizaciones de datos fiables para facturación.", "Colaborar con analistas en nuevas fuentes de datos.",
           "Revisar código y acompañar a dos perfiles junior.", "Cinco años de experiencia con Python y SQL.",
           "Experiencia con almacenes de datos en la nube.", "Buena comunicación escrita."],
    "it": ["Progettare pipeline di dati affidabili per fatturazione e report.", "Collaborare con gli analisti su nuove fonti.",
           "Revisionare il codice e seguire due colleghi junior.", "Cinque anni di esperienza con Python e SQL.",
           "Familiarità con data warehouse in cloud.", "Ottima comunicazione scritta."],
    "nl": ["Betrouwbare datapijplijnen bouwen voor facturatie en rapportage.", "Samenwerken met analisten aan nieuwe bronnen.",
           "Code reviewen en twee junioren begeleiden.", "Vijf jaar ervaring met Python en SQL.",
           "Ervaring met datawarehouses in de cloud.", "Heldere schriftelijke communicatie."],
}


def topical(kind: str, rng: random.Random, lang: str) -> str:
    """One snippet of a topical list (LOG_LINES, TASKS, ...), slots filled."""
    return fill_topical(rng.choice(TOPICS[kind][lang]), rng)


def fill_topical(text: str, rng: random.Random) -> str:
    return text.format(n=rng.randint(2, 900), first=rng.choice(FIRST_NAMES), p=f"{rng.randint(70, 99)}%",
                       ref=ref_id(rng))

SCALE = {
    "en": ["Very satisfied", "Satisfied", "Neutral", "Dissatisfied"],
    "de": ["Sehr zufrieden", "Zufrieden", "Neutral", "Unzufrieden"],
    "fr": ["Très satisfait", "Satisfait", "Neutre", "Insatisfait"],
    "es": ["Muy satisfecho", "Satisfecho", "Neutral", "Insatisfecho"],
    "it": ["Molto soddisfatto", "Soddisfatto", "Neutrale", "Insoddisfatto"],
    "nl": ["Zeer tevreden", "Tevreden", "Neutraal", "Ontevreden"],
}
TERMS_HEADINGS = {
    "en": ["Scope", "Your account", "Payment terms", "Cancellation", "Liability", "Privacy", "Changes to these terms",
           "Governing law"],
    "de": ["Geltungsbereich", "Ihr Konto", "Zahlungsbedingungen", "Kündigung", "Haftung", "Datenschutz",
           "Änderungen dieser Bedingungen", "Anwendbares Recht"],
    "fr": ["Champ d'application", "Votre compte", "Conditions de paiement", "Résiliation", "Responsabilité",
           "Confidentialité", "Modification des conditions", "Droit applicable"],
    "es": ["Ámbito de aplicación", "Tu cuenta", "Condiciones de pago", "Cancelación", "Responsabilidad", "Privacidad",
           "Cambios en estas condiciones", "Legislación aplicable"],
    "it": ["Ambito di applicazione", "Il tuo account", "Termini di pagamento", "Recesso", "Responsabilità", "Privacy",
           "Modifiche ai termini", "Legge applicabile"],
    "nl": ["Toepassingsgebied", "Je account", "Betalingsvoorwaarden", "Opzegging", "Aansprakelijkheid", "Privacy",
           "Wijzigingen in deze voorwaarden", "Toepasselijk recht"],
}
SETTINGS = {
    "en": ["Two-step verification", "Email notifications", "Weekly summary", "Dark mode", "Show read receipts",
           "Automatic updates", "Share usage data", "Sync contacts", "Compact layout"],
    "de": ["Zwei-Faktor-Anmeldung", "E-Mail-Benachrichtigungen", "Wöchentliche Zusammenfassung", "Dunkelmodus",
           "Lesebestätigungen anzeigen", "Automatische Updates", "Nutzungsdaten teilen", "Kontakte synchronisieren"],
    "fr": ["Validation en deux étapes", "Notifications par e-mail", "Résumé hebdomadaire", "Mode sombre",
           "Accusés de lecture", "Mises à jour automatiques", "Partager les données d'usage", "Synchroniser les contacts"],
    "es": ["Verificación en dos pasos", "Notificaciones por correo", "Resumen semanal", "Modo oscuro",
           "Confirmaciones de lectura", "Actualizaciones automáticas", "Compartir datos de uso", "Sincronizar contactos"],
    "it": ["Verifica in due passaggi", "Notifiche via email", "Riepilogo settimanale", "Modalità scura",
           "Conferme di lettura", "Aggiornamenti automatici", "Condividi dati di utilizzo", "Sincronizza contatti"],
    "nl": ["Tweestapsverificatie", "E-mailmeldingen", "Wekelijkse samenvatting", "Donkere modus", "Leesbevestigingen",
           "Automatische updates", "Gebruiksgegevens delen", "Contacten synchroniseren"],
}

TOPICS = {"log": LOG_LINES, "task": TASKS, "question": QUESTIONS, "blurb": PRODUCT_BLURBS, "step": RECIPE_STEPS,
          "job": JOB_BULLETS, "terms": TERMS_HEADINGS, "setting": SETTINGS, "subject": SUBJECTS}
