// Regenerate mockups/assets/avatars/ with DiceBear, offline after one npm install.
//
//     node mockups/assets/build_avatars.mjs
//
// Not part of setup: the output is vendored. The script installs the pinned DiceBear packages
// into a temporary folder, draws one SVG avatar per person (seeded by the person's name, so the
// same name always gives the same face), and writes avatars/index.json: id -> file, name,
// style, licence, creator. Only styles whose artwork is CC0 or CC BY are used; each style's
// licence is read from the package's own metadata, not typed here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSION = '9.4.3';
const STYLES = ['notionists', 'lorelei', 'open-peeps', 'personas', 'micah'];
const OUT = join(dirname(fileURLToPath(import.meta.url)), 'avatars');
// Soft backgrounds like the ones people pick for profile pictures.
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7ecd0', 'f4e1b6', 'e0e7ff'];

// People from many cultures. The first 36 are the chat app's workspace; the apps pick the rest.
const NAMES = [
  'Jordan Reyes', 'Priya Raman', 'Kai Nakamura', 'Tomás Ortega', 'Elena Petrova', 'Marcus Bell',
  'Aisha Bello', 'Jonas Weber', 'Hannah Cole', 'Diego Alvarez', 'Mei Lin', 'Oliver Grant',
  'Sofia Rossi', 'Noah Fischer', 'Zara Ahmed', "Liam O'Connor", 'Ravi Shah', 'Chloe Martin',
  'Ben Carter', 'Yuki Tanaka', 'Fatima Khan', 'Lucas Silva', 'Emma Johansson', 'Daniel Kim',
  'Grace Okafor', 'Mateo Costa', 'Nina Kowalski', 'Samuel Adeyemi', 'Isabel Moreno', 'Arjun Mehta',
  'Leah Goldberg', 'Victor Dubois', 'Anna Schmidt', 'Ethan Brooks', 'Maya Patel', 'Owen Hughes',
  'Amara Nwosu', 'Kwame Mensah', 'Chiamaka Eze', 'Tendai Moyo', 'Lerato Dlamini', 'Yusuf Demir',
  'Elif Yilmaz', 'Omar Haddad', 'Layla Nasser', 'Reza Karimi', 'Shirin Tehrani', 'Dmitri Volkov',
  'Katarzyna Nowak', 'Mikael Lindqvist', 'Ingrid Halvorsen', 'Aino Virtanen', 'Lars Jensen',
  'Freya Nielsen', 'Matteo Bianchi', 'Giulia Romano', 'Pierre Lefèvre', 'Camille Laurent',
  'Jan de Vries', 'Sanne Bakker', 'Miguel Herrera', 'Valentina Cruz', 'Camila Rojas', 'Joaquín Díaz',
  'Beatriz Santos', 'João Pereira', 'Rafael Oliveira', 'Luana Ferreira', 'Hiroshi Sato', 'Sakura Ito',
  'Haruto Suzuki', 'Ji-woo Park', 'Min-jun Choi', 'Seo-yeon Lee', 'Wei Zhang', 'Xiao Chen',
  'Li Na Wang', 'Hao Liu', 'Thanh Nguyen', 'Linh Tran', 'Somchai Prasert', 'Ananya Iyer',
  'Vikram Nair', 'Kavya Reddy', 'Rohan Gupta', 'Deepa Menon', 'Imran Qureshi', 'Sana Malik',
  'Nadia Rahman', 'Tariq Hussain', 'Siddharth Rao', 'Meera Krishnan', 'Kiri Walker', 'Aroha Ngata',
  'Jack Thompson', 'Chloe Nguyen', 'Mason Wright', 'Olivia Bennett', 'Sophie Turner', 'James Murphy',
  'Ciara Byrne', 'Rhys Evans', 'Isla Campbell', 'Noa Levi', 'Eitan Cohen', 'Yara Saleh',
  'Malik Johnson', 'Keisha Williams', 'Andre Robinson', 'Tanisha Brown', 'Carlos Mendoza',
  'Lucía Navarro', 'Sipho Khumalo', 'Zanele Mokoena', 'Abebe Tesfaye', 'Hana Girma', 'Nikos Papadopoulos',
  'Eleni Georgiou', 'Ivan Horvat', 'Petra Novak', 'Bogdan Ionescu', 'Ioana Popescu',
];

function slug(name) {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function install() {
  const dir = mkdtempSync(join(tmpdir(), 'igg-avatars-'));
  writeFileSync(join(dir, 'package.json'), '{"private": true}');
  const packages = ['core', ...STYLES].map((s) => `@dicebear/${s}@${VERSION}`);
  execFileSync('npm', ['install', '--silent', '--no-audit', '--no-fund', '--prefix', dir, ...packages], { stdio: ['ignore', 'ignore', 'inherit'] });
  return dir;
}

const dir = install();
try {
  const require = createRequire(join(dir, 'package.json'));
  const { createAvatar } = require('@dicebear/core');
  mkdirSync(OUT, { recursive: true });
  for (const f of readdirSync(OUT)) if (f.endsWith('.svg')) unlinkSync(join(OUT, f));
  const index = {};
  NAMES.forEach((name, i) => {
    const id = slug(name);
    if (index[id]) throw new Error(`two people share the id ${id}`);
    // Round-robin over the styles so every app's people look as varied as a real workspace.
    const styleName = STYLES[i % STYLES.length];
    const style = require(`@dicebear/${styleName}`);
    const svg = createAvatar(style, { seed: name, backgroundColor: BACKGROUNDS, size: 128 }).toString();
    const file = `${id}.svg`;
    writeFileSync(join(OUT, file), svg + '\n');
    index[id] = {
      file, name, style: styleName, package: `@dicebear/${styleName} ${VERSION}`,
      licence: style.meta.license.name, creator: style.meta.creator, source: style.meta.source,
    };
  });
  writeFileSync(join(OUT, 'index.json'), JSON.stringify(index, null, 1) + '\n');
  console.log(`wrote ${NAMES.length} avatars to ${OUT}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
