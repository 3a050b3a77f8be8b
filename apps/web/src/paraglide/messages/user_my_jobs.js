/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_My_JobsInputs */

const en_user_my_jobs = /** @type {(inputs: User_My_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Jobs`)
};

const ur_user_my_jobs = /** @type {(inputs: User_My_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میری جابز`)
};

/**
* | output |
* | --- |
* | "My Jobs" |
*
* @param {User_My_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_my_jobs = /** @type {((inputs?: User_My_JobsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_My_JobsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_user_my_jobs(inputs)
	return en_user_my_jobs(inputs)
});