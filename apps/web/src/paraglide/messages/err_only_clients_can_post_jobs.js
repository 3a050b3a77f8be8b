/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Only_Clients_Can_Post_JobsInputs */

const en_err_only_clients_can_post_jobs = /** @type {(inputs: Err_Only_Clients_Can_Post_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only clients can post jobs`)
};

const ur_err_only_clients_can_post_jobs = /** @type {(inputs: Err_Only_Clients_Can_Post_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف کلائنٹس جابز پوسٹ کر سکتے ہیں`)
};

/**
* | output |
* | --- |
* | "Only clients can post jobs" |
*
* @param {Err_Only_Clients_Can_Post_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_clients_can_post_jobs = /** @type {((inputs?: Err_Only_Clients_Can_Post_JobsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Only_Clients_Can_Post_JobsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_only_clients_can_post_jobs(inputs)
	return en_err_only_clients_can_post_jobs(inputs)
});