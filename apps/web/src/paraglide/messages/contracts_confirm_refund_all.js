/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Contracts_Confirm_Refund_AllInputs */

const en_contracts_confirm_refund_all = /** @type {(inputs: Contracts_Confirm_Refund_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All ${i?.amount} goes back from escrow to the client. A refund cannot be taken back.`)
};

const ur_contracts_confirm_refund_all = /** @type {(inputs: Contracts_Confirm_Refund_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پوری رقم ${i?.amount} ایسکرو سے کلائنٹ کو واپس چلی جائے گی۔ واپس کی گئی رقم دوبارہ نہیں لی جا سکتی۔`)
};

/**
* | output |
* | --- |
* | "All {amount} goes back from escrow to the client. A refund cannot be taken back." |
*
* @param {Contracts_Confirm_Refund_AllInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_refund_all = /** @type {((inputs: Contracts_Confirm_Refund_AllInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Confirm_Refund_AllInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_confirm_refund_all(inputs)
	return en_contracts_confirm_refund_all(inputs)
});