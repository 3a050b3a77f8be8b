/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Skills_RequiredInputs */

const en_jobs_skills_required = /** @type {(inputs: Jobs_Skills_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skills Required`)
};

const ur_jobs_skills_required = /** @type {(inputs: Jobs_Skills_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درکار مہارتیں`)
};

/**
* | output |
* | --- |
* | "Skills Required" |
*
* @param {Jobs_Skills_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_skills_required = /** @type {((inputs?: Jobs_Skills_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Skills_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_skills_required(inputs)
	return en_jobs_skills_required(inputs)
});