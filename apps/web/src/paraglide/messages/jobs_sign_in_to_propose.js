/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Sign_In_To_ProposeInputs */

const en_jobs_sign_in_to_propose = /** @type {(inputs: Jobs_Sign_In_To_ProposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to send a proposal`)
};

const ur_jobs_sign_in_to_propose = /** @type {(inputs: Jobs_Sign_In_To_ProposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل بھیجنے کے لیے سائن اِن کریں`)
};

/**
* | output |
* | --- |
* | "Sign in to send a proposal" |
*
* @param {Jobs_Sign_In_To_ProposeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_sign_in_to_propose = /** @type {((inputs?: Jobs_Sign_In_To_ProposeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Sign_In_To_ProposeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_sign_in_to_propose(inputs)
	return en_jobs_sign_in_to_propose(inputs)
});