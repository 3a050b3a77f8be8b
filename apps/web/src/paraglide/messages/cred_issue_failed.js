/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Issue_FailedInputs */

const en_cred_issue_failed = /** @type {(inputs: Cred_Issue_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not issue the credential.`)
};

const ur_cred_issue_failed = /** @type {(inputs: Cred_Issue_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند جاری نہیں ہو سکی۔`)
};

/**
* | output |
* | --- |
* | "Could not issue the credential." |
*
* @param {Cred_Issue_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_issue_failed = /** @type {((inputs?: Cred_Issue_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Issue_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_issue_failed(inputs)
	return en_cred_issue_failed(inputs)
});