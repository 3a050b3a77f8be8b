/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Refund_AmountInputs */

const en_err_label_refund_amount = /** @type {(inputs: Err_Label_Refund_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund amount`)
};

const ur_err_label_refund_amount = /** @type {(inputs: Err_Label_Refund_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریفنڈ کی رقم`)
};

/**
* | output |
* | --- |
* | "Refund amount" |
*
* @param {Err_Label_Refund_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_refund_amount = /** @type {((inputs?: Err_Label_Refund_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Refund_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_refund_amount(inputs)
	return en_err_label_refund_amount(inputs)
});