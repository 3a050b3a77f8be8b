/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_My_JobsInputs */

const en_contracts_my_jobs = /** @type {(inputs: Contracts_My_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Jobs`)
};

const ur_contracts_my_jobs = /** @type {(inputs: Contracts_My_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میری جابز`)
};

/**
* | output |
* | --- |
* | "My Jobs" |
*
* @param {Contracts_My_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_my_jobs = /** @type {((inputs?: Contracts_My_JobsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_My_JobsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_my_jobs(inputs)
	return en_contracts_my_jobs(inputs)
});