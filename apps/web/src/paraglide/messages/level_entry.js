/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Level_EntryInputs */

const en_level_entry = /** @type {(inputs: Level_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entry Level`)
};

const ur_level_entry = /** @type {(inputs: Level_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابتدائی سطح`)
};

/**
* | output |
* | --- |
* | "Entry Level" |
*
* @param {Level_EntryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const level_entry = /** @type {((inputs?: Level_EntryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Level_EntryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_level_entry(inputs)
	return en_level_entry(inputs)
});