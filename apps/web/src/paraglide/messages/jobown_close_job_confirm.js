/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Close_Job_ConfirmInputs */

const en_jobown_close_job_confirm = /** @type {(inputs: Jobown_Close_Job_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close job`)
};

const ur_jobown_close_job_confirm = /** @type {(inputs: Jobown_Close_Job_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب بند کریں`)
};

/**
* | output |
* | --- |
* | "Close job" |
*
* @param {Jobown_Close_Job_ConfirmInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_close_job_confirm = /** @type {((inputs?: Jobown_Close_Job_ConfirmInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Close_Job_ConfirmInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_close_job_confirm(inputs)
	return en_jobown_close_job_confirm(inputs)
});