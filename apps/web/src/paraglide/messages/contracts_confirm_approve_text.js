/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, net: NonNullable<unknown>, fee: NonNullable<unknown> }} Contracts_Confirm_Approve_TextInputs */

const en_contracts_confirm_approve_text = /** @type {(inputs: Contracts_Confirm_Approve_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is released from escrow: the freelancer receives ${i?.net} after the ${i?.fee} platform fee. A payment cannot be taken back.`)
};

const ur_contracts_confirm_approve_text = /** @type {(inputs: Contracts_Confirm_Approve_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ایسکرو سے جاری ہو جائیں گے: ${i?.fee} پلیٹ فارم فیس کے بعد فری لانسر کو ${i?.net} ملیں گے۔ ادائیگی واپس نہیں لی جا سکتی۔`)
};

/**
* | output |
* | --- |
* | "{amount} is released from escrow: the freelancer receives {net} after the {fee} platform fee. A payment cannot be taken back." |
*
* @param {Contracts_Confirm_Approve_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_approve_text = /** @type {((inputs: Contracts_Confirm_Approve_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Confirm_Approve_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_confirm_approve_text(inputs)
	return en_contracts_confirm_approve_text(inputs)
});