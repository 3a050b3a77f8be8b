/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Benefits_HeadingInputs */

const en_register_benefits_heading = /** @type {(inputs: Register_Benefits_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Freelance With Us`)
};

const ur_register_benefits_heading = /** @type {(inputs: Register_Benefits_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہمارے ساتھ فری لانسنگ کیوں کریں`)
};

/**
* | output |
* | --- |
* | "Why Freelance With Us" |
*
* @param {Register_Benefits_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefits_heading = /** @type {((inputs?: Register_Benefits_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Benefits_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_benefits_heading(inputs)
	return en_register_benefits_heading(inputs)
});