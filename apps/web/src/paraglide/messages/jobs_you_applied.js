/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, status: NonNullable<unknown> }} Jobs_You_AppliedInputs */

const en_jobs_you_applied = /** @type {(inputs: Jobs_You_AppliedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You applied on ${i?.date} · ${i?.status}`)
};

const ur_jobs_you_applied = /** @type {(inputs: Jobs_You_AppliedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آپ نے ${i?.date} کو درخواست دی · ${i?.status}`)
};

/**
* | output |
* | --- |
* | "You applied on {date} · {status}" |
*
* @param {Jobs_You_AppliedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_you_applied = /** @type {((inputs: Jobs_You_AppliedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_You_AppliedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_you_applied(inputs)
	return en_jobs_you_applied(inputs)
});