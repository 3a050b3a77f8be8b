/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_No_ProposalsInputs */

const en_jobown_no_proposals = /** @type {(inputs: Jobown_No_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No proposals yet`)
};

const ur_jobown_no_proposals = /** @type {(inputs: Jobown_No_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی پروپوزل نہیں`)
};

/**
* | output |
* | --- |
* | "No proposals yet" |
*
* @param {Jobown_No_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_no_proposals = /** @type {((inputs?: Jobown_No_ProposalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_No_ProposalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_no_proposals(inputs)
	return en_jobown_no_proposals(inputs)
});