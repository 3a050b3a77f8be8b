/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, from: NonNullable<unknown>, total: NonNullable<unknown> }} Jobs_Showing_OneInputs */

const en_jobs_showing_one = /** @type {(inputs: Jobs_Showing_OneInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Showing ${i?.from} of ${i?.total} job`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Showing ${i?.from} of ${i?.total} jobs`);
	return /** @type {LocalizedString} */ ("jobs_showing_one");
};

const ur_jobs_showing_one = /** @type {(inputs: Jobs_Showing_OneInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.total} جاب میں سے ${i?.from} دکھائی جا رہی ہے`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.total} جابز میں سے ${i?.from} دکھائی جا رہی ہے`);
	return /** @type {LocalizedString} */ ("jobs_showing_one");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Showing {from} of {total} job" |
* | "other" | "Showing {from} of {total} jobs" |
*
* @param {Jobs_Showing_OneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_showing_one = /** @type {((inputs: Jobs_Showing_OneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Showing_OneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_showing_one(inputs)
	return en_jobs_showing_one(inputs)
});