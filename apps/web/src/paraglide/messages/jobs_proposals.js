/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_ProposalsInputs */

const en_jobs_proposals = /** @type {(inputs: Jobs_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposals`)
};

const ur_jobs_proposals = /** @type {(inputs: Jobs_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزلز`)
};

/**
* | output |
* | --- |
* | "Proposals" |
*
* @param {Jobs_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_proposals = /** @type {((inputs?: Jobs_ProposalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_ProposalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_proposals(inputs)
	return en_jobs_proposals(inputs)
});