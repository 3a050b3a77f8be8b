/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Common_Hours_AgoInputs */

const en_common_hours_ago = /** @type {(inputs: Common_Hours_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} hour ago`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} hours ago`);
	return /** @type {LocalizedString} */ ("common_hours_ago");
};

const ur_common_hours_ago = /** @type {(inputs: Common_Hours_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} گھنٹہ پہلے`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} گھنٹے پہلے`);
	return /** @type {LocalizedString} */ ("common_hours_ago");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} hour ago" |
* | "other" | "{count} hours ago" |
*
* @param {Common_Hours_AgoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_hours_ago = /** @type {((inputs: Common_Hours_AgoInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Hours_AgoInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_hours_ago(inputs)
	return en_common_hours_ago(inputs)
});