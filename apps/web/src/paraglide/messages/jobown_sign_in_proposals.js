/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Sign_In_ProposalsInputs */

const en_jobown_sign_in_proposals = /** @type {(inputs: Jobown_Sign_In_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see your proposals`)
};

const ur_jobown_sign_in_proposals = /** @type {(inputs: Jobown_Sign_In_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنے پروپوزلز دیکھنے کے لیے سائن اِن کریں`)
};

/**
* | output |
* | --- |
* | "Sign in to see your proposals" |
*
* @param {Jobown_Sign_In_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sign_in_proposals = /** @type {((inputs?: Jobown_Sign_In_ProposalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Sign_In_ProposalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_sign_in_proposals(inputs)
	return en_jobown_sign_in_proposals(inputs)
});