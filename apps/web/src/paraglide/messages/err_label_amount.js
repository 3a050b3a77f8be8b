/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_AmountInputs */

const en_err_label_amount = /** @type {(inputs: Err_Label_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const ur_err_label_amount = /** @type {(inputs: Err_Label_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Err_Label_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_amount = /** @type {((inputs?: Err_Label_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_amount(inputs)
	return en_err_label_amount(inputs)
});