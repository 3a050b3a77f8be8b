/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, rest: NonNullable<unknown> }} Contracts_Confirm_Refund_PartInputs */

const en_contracts_confirm_refund_part = /** @type {(inputs: Contracts_Confirm_Refund_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} goes back from escrow to the client and the rest, ${i?.rest}, is paid to you. A refund cannot be taken back.`)
};

const ur_contracts_confirm_refund_part = /** @type {(inputs: Contracts_Confirm_Refund_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ایسکرو سے کلائنٹ کو واپس جائیں گے اور باقی ${i?.rest} آپ کو ادا ہوں گے۔ واپس کی گئی رقم دوبارہ نہیں لی جا سکتی۔`)
};

/**
* | output |
* | --- |
* | "{amount} goes back from escrow to the client and the rest, {rest}, is paid to you. A refund cannot be taken back." |
*
* @param {Contracts_Confirm_Refund_PartInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_refund_part = /** @type {((inputs: Contracts_Confirm_Refund_PartInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Confirm_Refund_PartInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_confirm_refund_part(inputs)
	return en_contracts_confirm_refund_part(inputs)
});