/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Contracts_Confirm_Fund_TextInputs */

const en_contracts_confirm_fund_text = /** @type {(inputs: Contracts_Confirm_Fund_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} moves from you into escrow. It stays there until you approve the work (then the freelancer is paid) or it is refunded to you.`)
};

const ur_contracts_confirm_fund_text = /** @type {(inputs: Contracts_Confirm_Fund_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} آپ کی طرف سے ایسکرو میں چلے جائیں گے۔ یہ رقم وہیں رہے گی جب تک آپ کام منظور نہ کریں (تب فری لانسر کو ادائیگی ہو گی) یا یہ آپ کو واپس نہ ہو جائے۔`)
};

/**
* | output |
* | --- |
* | "{amount} moves from you into escrow. It stays there until you approve the work (then the freelancer is paid) or it is refunded to you." |
*
* @param {Contracts_Confirm_Fund_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_fund_text = /** @type {((inputs: Contracts_Confirm_Fund_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Confirm_Fund_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_confirm_fund_text(inputs)
	return en_contracts_confirm_fund_text(inputs)
});