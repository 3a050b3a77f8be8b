/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_TokenInputs */

const en_err_label_token = /** @type {(inputs: Err_Label_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token`)
};

const ur_err_label_token = /** @type {(inputs: Err_Label_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ٹوکن`)
};

/**
* | output |
* | --- |
* | "Token" |
*
* @param {Err_Label_TokenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_token = /** @type {((inputs?: Err_Label_TokenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_TokenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_token(inputs)
	return en_err_label_token(inputs)
});