/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Reopen_JobInputs */

const en_jobown_reopen_job = /** @type {(inputs: Jobown_Reopen_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reopen Job`)
};

const ur_jobown_reopen_job = /** @type {(inputs: Jobown_Reopen_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب دوبارہ کھولیں`)
};

/**
* | output |
* | --- |
* | "Reopen Job" |
*
* @param {Jobown_Reopen_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_reopen_job = /** @type {((inputs?: Jobown_Reopen_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Reopen_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_reopen_job(inputs)
	return en_jobown_reopen_job(inputs)
});