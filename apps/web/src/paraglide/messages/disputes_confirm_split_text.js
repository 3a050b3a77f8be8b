/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, split: NonNullable<unknown> }} Disputes_Confirm_Split_TextInputs */

const en_disputes_confirm_split_text = /** @type {(inputs: Disputes_Confirm_Split_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.amount} in escrow is paid out now: ${i?.split}. The dispute is settled and this cannot be undone.`)
};

const ur_disputes_confirm_split_text = /** @type {(inputs: Disputes_Confirm_Split_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ایسکرو میں موجود ${i?.amount} ابھی اس طرح ادا ہو جائیں گے: ${i?.split}۔ تنازع طے ہو جائے گا اور یہ واپس نہیں ہو سکتا۔`)
};

/**
* | output |
* | --- |
* | "The {amount} in escrow is paid out now: {split}. The dispute is settled and this cannot be undone." |
*
* @param {Disputes_Confirm_Split_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_confirm_split_text = /** @type {((inputs: Disputes_Confirm_Split_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Confirm_Split_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_confirm_split_text(inputs)
	return en_disputes_confirm_split_text(inputs)
});