/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Info_Next_CohortInputs */

const en_info_next_cohort = /** @type {(inputs: Info_Next_CohortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next cohort starts ${i?.date}`)
};

const ur_info_next_cohort = /** @type {(inputs: Info_Next_CohortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اگلا بیچ ${i?.date} سے شروع ہوگا`)
};

/**
* | output |
* | --- |
* | "Next cohort starts {date}" |
*
* @param {Info_Next_CohortInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_next_cohort = /** @type {((inputs: Info_Next_CohortInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Next_CohortInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_next_cohort(inputs)
	return en_info_next_cohort(inputs)
});