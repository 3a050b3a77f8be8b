/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Sign_In_To_PostInputs */

const en_jobown_sign_in_to_post = /** @type {(inputs: Jobown_Sign_In_To_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to post a job`)
};

const ur_jobown_sign_in_to_post = /** @type {(inputs: Jobown_Sign_In_To_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب پوسٹ کرنے کے لیے سائن اِن کریں`)
};

/**
* | output |
* | --- |
* | "Sign in to post a job" |
*
* @param {Jobown_Sign_In_To_PostInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sign_in_to_post = /** @type {((inputs?: Jobown_Sign_In_To_PostInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Sign_In_To_PostInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_sign_in_to_post(inputs)
	return en_jobown_sign_in_to_post(inputs)
});