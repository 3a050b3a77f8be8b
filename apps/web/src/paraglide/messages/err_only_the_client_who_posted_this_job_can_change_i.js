/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Only_The_Client_Who_Posted_This_Job_Can_Change_IInputs */

const en_err_only_the_client_who_posted_this_job_can_change_i = /** @type {(inputs: Err_Only_The_Client_Who_Posted_This_Job_Can_Change_IInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the client who posted this job can change it`)
};

const ur_err_only_the_client_who_posted_this_job_can_change_i = /** @type {(inputs: Err_Only_The_Client_Who_Posted_This_Job_Can_Change_IInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف وہ کلائنٹ اس جاب میں تبدیلی کر سکتا ہے جس نے اسے پوسٹ کیا`)
};

/**
* | output |
* | --- |
* | "Only the client who posted this job can change it" |
*
* @param {Err_Only_The_Client_Who_Posted_This_Job_Can_Change_IInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_the_client_who_posted_this_job_can_change_i = /** @type {((inputs?: Err_Only_The_Client_Who_Posted_This_Job_Can_Change_IInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Only_The_Client_Who_Posted_This_Job_Can_Change_IInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_only_the_client_who_posted_this_job_can_change_i(inputs)
	return en_err_only_the_client_who_posted_this_job_can_change_i(inputs)
});