/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_TitleInputs */

const en_howitworks_title = /** @type {(inputs: Howitworks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How It Works`)
};

const ur_howitworks_title = /** @type {(inputs: Howitworks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ کیسے کام کرتا ہے`)
};

/**
* | output |
* | --- |
* | "How It Works" |
*
* @param {Howitworks_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_title = /** @type {((inputs?: Howitworks_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_title(inputs)
	return en_howitworks_title(inputs)
});