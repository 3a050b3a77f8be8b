/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_Job_RestoreInputs */

const en_admin_action_job_restore = /** @type {(inputs: Admin_Action_Job_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`job.restore`)
};

const ur_admin_action_job_restore = /** @type {(inputs: Admin_Action_Job_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب بحال کی`)
};

/**
* | output |
* | --- |
* | "job.restore" |
*
* @param {Admin_Action_Job_RestoreInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_job_restore = /** @type {((inputs?: Admin_Action_Job_RestoreInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_Job_RestoreInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_job_restore(inputs)
	return en_admin_action_job_restore(inputs)
});