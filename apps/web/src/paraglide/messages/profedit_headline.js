/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_HeadlineInputs */

const en_profedit_headline = /** @type {(inputs: Profedit_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professional Headline`)
};

const ur_profedit_headline = /** @type {(inputs: Profedit_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیشہ ورانہ سرخی`)
};

/**
* | output |
* | --- |
* | "Professional Headline" |
*
* @param {Profedit_HeadlineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_headline = /** @type {((inputs?: Profedit_HeadlineInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_HeadlineInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_headline(inputs)
	return en_profedit_headline(inputs)
});