/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_IssuerInputs */

const en_err_label_issuer = /** @type {(inputs: Err_Label_IssuerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issuer`)
};

const ur_err_label_issuer = /** @type {(inputs: Err_Label_IssuerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاری کرنے والا ادارہ`)
};

/**
* | output |
* | --- |
* | "Issuer" |
*
* @param {Err_Label_IssuerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_issuer = /** @type {((inputs?: Err_Label_IssuerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_IssuerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_issuer(inputs)
	return en_err_label_issuer(inputs)
});