/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Find_HeadingInputs */

const en_hubs_find_heading = /** @type {(inputs: Hubs_Find_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find an IT Hub`)
};

const ur_hubs_find_heading = /** @type {(inputs: Hubs_Find_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آئی ٹی ہب تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Find an IT Hub" |
*
* @param {Hubs_Find_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_find_heading = /** @type {((inputs?: Hubs_Find_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Find_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_find_heading(inputs)
	return en_hubs_find_heading(inputs)
});