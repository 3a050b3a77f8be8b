/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_TitleInputs */

const en_hubs_title = /** @type {(inputs: Hubs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IT Hubs in Gilgit-Baltistan`)
};

const ur_hubs_title = /** @type {(inputs: Hubs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان میں آئی ٹی ہبز`)
};

/**
* | output |
* | --- |
* | "IT Hubs in Gilgit-Baltistan" |
*
* @param {Hubs_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_title = /** @type {((inputs?: Hubs_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_title(inputs)
	return en_hubs_title(inputs)
});