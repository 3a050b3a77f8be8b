/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Common_Days_AgoInputs */

const en_common_days_ago = /** @type {(inputs: Common_Days_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} day ago`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} days ago`);
	return /** @type {LocalizedString} */ ("common_days_ago");
};

const ur_common_days_ago = /** @type {(inputs: Common_Days_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} دن پہلے`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} دن پہلے`);
	return /** @type {LocalizedString} */ ("common_days_ago");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} day ago" |
* | "other" | "{count} days ago" |
*
* @param {Common_Days_AgoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_days_ago = /** @type {((inputs: Common_Days_AgoInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Days_AgoInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_days_ago(inputs)
	return en_common_days_ago(inputs)
});