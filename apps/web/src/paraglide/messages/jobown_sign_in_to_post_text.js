/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Sign_In_To_Post_TextInputs */

const en_jobown_sign_in_to_post_text = /** @type {(inputs: Jobown_Sign_In_To_Post_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post a Job needs an account: sign in or create a free client account, then describe your project.`)
};

const ur_jobown_sign_in_to_post_text = /** @type {(inputs: Jobown_Sign_In_To_Post_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب پوسٹ کرنے کے لیے اکاؤنٹ ضروری ہے: سائن اِن کریں یا مفت کلائنٹ اکاؤنٹ بنائیں، پھر اپنے پروجیکٹ کی تفصیل لکھیں۔`)
};

/**
* | output |
* | --- |
* | "Post a Job needs an account: sign in or create a free client account, then describe your project." |
*
* @param {Jobown_Sign_In_To_Post_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sign_in_to_post_text = /** @type {((inputs?: Jobown_Sign_In_To_Post_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Sign_In_To_Post_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_sign_in_to_post_text(inputs)
	return en_jobown_sign_in_to_post_text(inputs)
});