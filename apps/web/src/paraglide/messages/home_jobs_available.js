/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Home_Jobs_AvailableInputs */

const en_home_jobs_available = /** @type {(inputs: Home_Jobs_AvailableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} jobs available`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} jobs available`);
	return /** @type {LocalizedString} */ ("home_jobs_available");
};

const ur_home_jobs_available = /** @type {(inputs: Home_Jobs_AvailableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} جاب دستیاب ہے`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} جابز دستیاب ہیں`);
	return /** @type {LocalizedString} */ ("home_jobs_available");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} jobs available" |
* | "other" | "{shown} jobs available" |
*
* @param {Home_Jobs_AvailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_jobs_available = /** @type {((inputs: Home_Jobs_AvailableInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_AvailableInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_jobs_available(inputs)
	return en_home_jobs_available(inputs)
});