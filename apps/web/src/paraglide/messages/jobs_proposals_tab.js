/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Jobs_Proposals_TabInputs */

const en_jobs_proposals_tab = /** @type {(inputs: Jobs_Proposals_TabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Proposals (${i?.count})`)
};

const ur_jobs_proposals_tab = /** @type {(inputs: Jobs_Proposals_TabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پروپوزلز (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Proposals ({count})" |
*
* @param {Jobs_Proposals_TabInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_proposals_tab = /** @type {((inputs: Jobs_Proposals_TabInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Proposals_TabInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_proposals_tab(inputs)
	return en_jobs_proposals_tab(inputs)
});