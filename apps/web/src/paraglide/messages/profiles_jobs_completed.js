/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Profiles_Jobs_CompletedInputs */

const en_profiles_jobs_completed = /** @type {(inputs: Profiles_Jobs_CompletedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} job completed`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} jobs completed`);
	return /** @type {LocalizedString} */ ("profiles_jobs_completed");
};

const ur_profiles_jobs_completed = /** @type {(inputs: Profiles_Jobs_CompletedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} جاب مکمل`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} جابز مکمل`);
	return /** @type {LocalizedString} */ ("profiles_jobs_completed");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} job completed" |
* | "other" | "{shown} jobs completed" |
*
* @param {Profiles_Jobs_CompletedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_jobs_completed = /** @type {((inputs: Profiles_Jobs_CompletedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Jobs_CompletedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_jobs_completed(inputs)
	return en_profiles_jobs_completed(inputs)
});