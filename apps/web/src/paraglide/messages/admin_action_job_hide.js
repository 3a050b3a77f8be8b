/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_Job_HideInputs */

const en_admin_action_job_hide = /** @type {(inputs: Admin_Action_Job_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`job.hide`)
};

const ur_admin_action_job_hide = /** @type {(inputs: Admin_Action_Job_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب چھپائی`)
};

/**
* | output |
* | --- |
* | "job.hide" |
*
* @param {Admin_Action_Job_HideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_job_hide = /** @type {((inputs?: Admin_Action_Job_HideInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_Job_HideInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_job_hide(inputs)
	return en_admin_action_job_hide(inputs)
});