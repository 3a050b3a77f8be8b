/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Project_DurationInputs */

const en_jobown_project_duration = /** @type {(inputs: Jobown_Project_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project Duration`)
};

const ur_jobown_project_duration = /** @type {(inputs: Jobown_Project_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹ کا دورانیہ`)
};

/**
* | output |
* | --- |
* | "Project Duration" |
*
* @param {Jobown_Project_DurationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_project_duration = /** @type {((inputs?: Jobown_Project_DurationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Project_DurationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_project_duration(inputs)
	return en_jobown_project_duration(inputs)
});