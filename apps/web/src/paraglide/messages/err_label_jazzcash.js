/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_JazzcashInputs */

const en_err_label_jazzcash = /** @type {(inputs: Err_Label_JazzcashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JazzCash`)
};

const ur_err_label_jazzcash = /** @type {(inputs: Err_Label_JazzcashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاز کیش`)
};

/**
* | output |
* | --- |
* | "JazzCash" |
*
* @param {Err_Label_JazzcashInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_jazzcash = /** @type {((inputs?: Err_Label_JazzcashInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_JazzcashInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_jazzcash(inputs)
	return en_err_label_jazzcash(inputs)
});