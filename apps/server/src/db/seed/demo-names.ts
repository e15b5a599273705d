import type { Random } from './demo-random.ts';

type Gender = 'male' | 'female';

/**
 * Common first names per language, for generated profiles: popular given names of the last decades,
 * never a real person's data. A country draws from the languages spoken there (see COUNTRY_NAMES).
 */
const NAMES: Record<string, Record<Gender, string>> = {
  nl: {
    female:
      'Anna Emma Sanne Lotte Fleur Lisa Eva Julia Sophie Iris Femke Anouk Naomi Esther Marieke Ingrid Karin Monique Petra Linda Annelies Tessa Romy Noor Maud Ilse Joyce Wendy Mirjam Yvonne Chantal',
    male: 'Daan Sem Lucas Bram Thijs Jesse Ruben Stijn Joost Sander Maarten Pieter Jeroen Bas Niels Koen Wouter Erik Martijn Rik Hans Kees Gert Frank Dirk Jan Willem Arjen Tim Gijs Luuk Mark',
  },
  fr: {
    female:
      'Camille Léa Manon Chloé Julie Emma Sarah Laura Marie Pauline Élodie Céline Aurélie Nathalie Isabelle Sophie Claire Mathilde Inès Lucie Amandine Sandrine Valérie Anaïs Margaux Juliette',
    male: 'Lucas Hugo Louis Thomas Nicolas Julien Antoine Maxime Pierre Alexandre Mathieu Olivier Sébastien Laurent Philippe François Guillaume Romain Vincent Jérôme Arnaud Benoît Quentin Théo Baptiste',
  },
  de: {
    female:
      'Lena Anna Laura Julia Sarah Lisa Katharina Hannah Sophie Marie Johanna Lea Nina Jana Sabine Petra Claudia Andrea Stefanie Nicole Susanne Birgit Monika Kerstin Melanie Franziska Carina Miriam Annika Svenja Vanessa',
    male: 'Lukas Jonas Felix Maximilian Leon Paul Tobias Florian Sebastian Alexander Michael Thomas Stefan Andreas Markus Christian Daniel Matthias Jan Tim Philipp Martin Frank Jürgen Uwe Dirk Kai Moritz Niklas Fabian Benedikt',
  },
  it: {
    female:
      'Giulia Chiara Francesca Sara Martina Valentina Alessia Federica Elena Silvia Laura Paola Anna Sofia Giorgia Elisa Roberta Serena Ilaria Marta',
    male: 'Luca Marco Alessandro Andrea Matteo Lorenzo Davide Francesco Simone Stefano Giorgio Paolo Roberto Riccardo Fabio Nicola Daniele Gabriele Enrico Massimo',
  },
  en: {
    female:
      'Olivia Emily Sophie Charlotte Jessica Emma Hannah Lucy Grace Chloe Amy Rachel Laura Sarah Kate Megan Holly Lauren Rebecca Zoe Natalie Claire Helen Susan Karen Ashley Jennifer Madison Taylor Hayley Abigail Ruby',
    male: 'Oliver James Jack Harry George Thomas William Daniel Matthew Samuel Joshua Ryan Adam Luke Michael David Chris Ben Josh Tom Alex Jake Nathan Liam Ethan Tyler Brandon Connor Dylan Lewis Callum Noah Ian Mark',
  },
  ga: {
    female: 'Aoife Niamh Saoirse Siobhán Ciara Orla Róisín Caoimhe Aisling Clodagh Sinéad Emer Méabh Gráinne',
    male: 'Cian Oisín Seán Eoin Darragh Conor Ciarán Pádraig Niall Cathal Rónán Fionn Tadhg Colm',
  },
  es: {
    female:
      'Lucía María Paula Laura Marta Sara Carmen Ana Elena Cristina Andrea Alba Irene Claudia Nuria Raquel Silvia Rocío Beatriz Patricia',
    male: 'Alejandro Pablo Daniel Javier David Sergio Carlos Adrián Álvaro Diego Jorge Manuel Miguel Raúl Iván Rubén Antonio Francisco Hugo Mario',
  },
  pl: {
    female:
      'Anna Katarzyna Magdalena Agnieszka Aleksandra Natalia Joanna Monika Karolina Paulina Zuzanna Julia Ewa Marta Justyna Dorota',
    male: 'Jakub Piotr Tomasz Paweł Michał Krzysztof Marcin Łukasz Kamil Mateusz Bartosz Adam Wojciech Grzegorz Szymon Dawid',
  },
  da: {
    female:
      'Ida Emma Freja Sofie Mette Anne Camilla Louise Line Signe Maja Julie Cecilie Pernille Katrine Trine',
    male: 'Mads Rasmus Mikkel Frederik Anders Søren Jesper Kasper Christian Emil Magnus Lars Henrik Jonas Nikolaj Morten',
  },
  sv: {
    female: 'Elin Emma Sara Johanna Linnéa Maja Ebba Ida Frida Karin Anna Malin Hanna Sofia Wilma Astrid',
    male: 'Erik Lars Anders Johan Oskar Viktor Gustav Axel Filip Henrik Magnus Nils Per Emil Karl Elias',
  },
  nb: {
    female: 'Ingrid Nora Emma Sara Ida Thea Hanne Kari Marit Silje Maria Tuva Ingeborg Solveig Hilde Live',
    male: 'Ole Lars Henrik Magnus Jonas Sindre Eirik Håkon Kristian Anders Sander Even Torstein Vegard Øyvind Espen',
  },
  fi: {
    female:
      'Aino Emilia Sofia Helmi Ella Anni Laura Sanna Johanna Riikka Katja Minna Tiina Elina Veera Noora',
    male: 'Juha Mikko Jukka Antti Timo Ville Janne Matti Eero Lauri Onni Aleksi Juho Teemu Sami Markku',
  },
};

/** Languages whose names a country uses, with their share. */
const COUNTRY_NAMES: Record<string, Record<string, number>> = {
  NL: { nl: 1 },
  BE: { nl: 0.6, fr: 0.4 },
  DE: { de: 1 },
  AT: { de: 1 },
  CH: { de: 0.65, fr: 0.25, it: 0.1 },
  FR: { fr: 1 },
  IT: { it: 1 },
  ES: { es: 1 },
  GB: { en: 1 },
  IE: { en: 0.6, ga: 0.4 },
  US: { en: 0.85, es: 0.15 },
  CA: { en: 0.75, fr: 0.25 },
  AU: { en: 1 },
  NZ: { en: 1 },
  PL: { pl: 1 },
  DK: { da: 1 },
  SE: { sv: 1 },
  NO: { nb: 1 },
  FI: { fi: 1 },
};

const nameLists = new Map<string, string[]>();
function namesOf(language: string, gender: Gender): string[] {
  const key = `${language}:${gender}`;
  let list = nameLists.get(key);
  if (!list) {
    list = (NAMES[language] ?? NAMES.en!)[gender].split(' ');
    nameLists.set(key, list);
  }
  return list;
}

/** A first name that fits the country and gender. */
export function pickFirstName(random: Random, country: string, gender: Gender): string {
  const language = random.weighted(COUNTRY_NAMES[country] ?? { en: 1 });
  return random.pick(namesOf(language, gender));
}
