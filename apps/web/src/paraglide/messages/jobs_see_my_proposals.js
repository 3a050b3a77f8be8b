/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_See_My_ProposalsInputs */

const en_jobs_see_my_proposals = /** @type {(inputs: Jobs_See_My_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See My Proposals`)
};

const ur_jobs_see_my_proposals = /** @type {(inputs: Jobs_See_My_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میرے پروپوزلز دیکھیں`)
};

/**
* | output |
* | --- |
* | "See My Proposals" |
*
* @param {Jobs_See_My_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_see_my_proposals = /** @type {((inputs?: Jobs_See_My_ProposalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_See_My_ProposalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_see_my_proposals(inputs)
	return en_jobs_see_my_proposals(inputs)
});