/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Login_To_ProposeInputs */

const en_jobs_login_to_propose = /** @type {(inputs: Jobs_Login_To_ProposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to submit a proposal`)
};

const ur_jobs_login_to_propose = /** @type {(inputs: Jobs_Login_To_ProposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل بھیجنے کے لیے براہِ کرم لاگ اِن کریں`)
};

/**
* | output |
* | --- |
* | "Please log in to submit a proposal" |
*
* @param {Jobs_Login_To_ProposeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_login_to_propose = /** @type {((inputs?: Jobs_Login_To_ProposeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Login_To_ProposeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_login_to_propose(inputs)
	return en_jobs_login_to_propose(inputs)
});