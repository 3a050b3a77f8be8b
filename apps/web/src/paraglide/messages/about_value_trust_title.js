/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Trust_TitleInputs */

const en_about_value_trust_title = /** @type {(inputs: About_Value_Trust_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trust and Safety`)
};

const ur_about_value_trust_title = /** @type {(inputs: About_Value_Trust_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعتماد اور تحفظ`)
};

/**
* | output |
* | --- |
* | "Trust and Safety" |
*
* @param {About_Value_Trust_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_value_trust_title = /** @type {((inputs?: About_Value_Trust_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Trust_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_value_trust_title(inputs)
	return en_about_value_trust_title(inputs)
});