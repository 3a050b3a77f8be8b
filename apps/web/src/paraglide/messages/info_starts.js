/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_StartsInputs */

const en_info_starts = /** @type {(inputs: Info_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts`)
};

const ur_info_starts = /** @type {(inputs: Info_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آغاز`)
};

/**
* | output |
* | --- |
* | "Starts" |
*
* @param {Info_StartsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_starts = /** @type {((inputs?: Info_StartsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_StartsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_starts(inputs)
	return en_info_starts(inputs)
});