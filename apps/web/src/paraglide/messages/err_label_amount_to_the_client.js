/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Amount_To_The_ClientInputs */

const en_err_label_amount_to_the_client = /** @type {(inputs: Err_Label_Amount_To_The_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount to the client`)
};

const ur_err_label_amount_to_the_client = /** @type {(inputs: Err_Label_Amount_To_The_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹ کو ملنے والی رقم`)
};

/**
* | output |
* | --- |
* | "Amount to the client" |
*
* @param {Err_Label_Amount_To_The_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_amount_to_the_client = /** @type {((inputs?: Err_Label_Amount_To_The_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Amount_To_The_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_amount_to_the_client(inputs)
	return en_err_label_amount_to_the_client(inputs)
});