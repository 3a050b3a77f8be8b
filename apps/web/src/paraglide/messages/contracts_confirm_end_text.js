/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ released: NonNullable<unknown> }} Contracts_Confirm_End_TextInputs */

const en_contracts_confirm_end_text = /** @type {(inputs: Contracts_Confirm_End_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The contract is completed with ${i?.released} paid to the freelancer: milestones not funded are cancelled, nothing more can be funded, and both of you can leave a review.`)
};

const ur_contracts_confirm_end_text = /** @type {(inputs: Contracts_Confirm_End_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ مکمل ہو جائے گا اور فری لانسر کو کل ${i?.released} ادا ہوئے ہیں: جو مراحل جمع نہیں ہوئے وہ منسوخ ہو جائیں گے، مزید رقم جمع نہیں ہو سکے گی، اور آپ دونوں ریویو دے سکیں گے۔`)
};

/**
* | output |
* | --- |
* | "The contract is completed with {released} paid to the freelancer: milestones not funded are cancelled, nothing more can be funded, and both of you can leave ..." |
*
* @param {Contracts_Confirm_End_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_end_text = /** @type {((inputs: Contracts_Confirm_End_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Confirm_End_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_confirm_end_text(inputs)
	return en_contracts_confirm_end_text(inputs)
});